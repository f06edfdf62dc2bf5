/**
 * "May this user do X?", answered in one place from the subscription status and end date.
 * A trial or a paid plan past its end date reads as free at once, with no job to run.
 * Reads and CSV export of one's own data are allowed on every plan.
 */
import { ApiError } from "@/lib/errors/api-error";

export type Plan = "free" | "premium" | "pro";

export type Subscription = {
  subscription_status: string;
  subscription_plan?: string | null;
  subscription_end_date: Date | string | null;
  /**
   * A family member's owner's subscription (null or absent: not a member), read with the
   * sign-in: the member has Pro while the owner does, paid by the owner.
   */
  family_owner_status?: string | null;
  family_owner_end_date?: Date | string | null;
};

export type Feature =
  | "ai"
  | "migraine_create"
  | "questionnaire_create"
  | "suspicion_create"
  | "medication_create"
  | "pdf_reports"
  | "medical_report"
  | "report_email"
  | "api_access"
  | "provider_share"
  | "csv_export";

const REQUIRED_PLAN: Record<Feature, Plan> = {
  ai: "premium",
  migraine_create: "premium",
  questionnaire_create: "premium",
  suspicion_create: "premium",
  medication_create: "premium",
  pdf_reports: "pro",
  medical_report: "pro",
  report_email: "pro",
  api_access: "pro",
  provider_share: "pro",
  csv_export: "free",
};

const FEATURE_LABEL: Record<Feature, string> = {
  ai: "Using AI features",
  migraine_create: "Logging new migraine episodes",
  questionnaire_create: "Taking the MIDAS and HIT-6 questionnaires",
  suspicion_create: "Marking triggers you suspect",
  medication_create: "Adding medications",
  pdf_reports: "Downloading PDF health reports",
  medical_report: "The medical report",
  report_email: "Emailing reports to a provider",
  api_access: "API access",
  provider_share: "Provider dashboards",
  csv_export: "Data export",
};

/** The lowest plan that includes a feature. */
export function requiredPlan(feature: Feature): Plan {
  return REQUIRED_PLAN[feature];
}

const RANK: Record<Plan, number> = { free: 0, premium: 1, pro: 2 };
export const PLAN_NAMES: Record<Plan, string> = { free: "Free", premium: "Premium", pro: "Pro" };
export const FREE_DAILY_FOOD_ENTRIES = 5;
export const TRIAL_DAYS = 7;

function endsBefore(end: Date | string | null, now: Date): boolean {
  return end !== null && new Date(end).getTime() <= now.getTime();
}

/** The plan in force now: the user's own, or Pro through a family whose owner has Pro. */
export function effectivePlan(sub: Subscription, now: Date = new Date()): Plan {
  const own = ownPlan(sub, now);
  return own !== "pro" && proThroughFamily(sub, now) ? "pro" : own;
}

/** Whether the user has Pro as a family member: the owner's Pro is in force now. */
export function proThroughFamily(sub: Subscription, now: Date = new Date()): boolean {
  if (!sub.family_owner_status) return false;
  const owner = {
    subscription_status: sub.family_owner_status,
    subscription_end_date: sub.family_owner_end_date ?? null,
  };
  return ownPlan(owner, now) === "pro";
}

/** The plan the user pays for (or trials). "active" is the status of a paid Premium plan too. */
export function ownPlan(sub: Subscription, now: Date = new Date()): Plan {
  const status = sub.subscription_status;
  if (status === "free") return "free";
  if (endsBefore(sub.subscription_end_date, now)) return "free";
  if (status === "pro") return "pro";
  if (status === "trial" || status === "premium" || status === "active") return "premium";
  return "free";
}

/** The status to show: an ended trial or plan is "free". */
export function effectiveStatus(sub: Subscription, now: Date = new Date()): string {
  if (sub.subscription_status !== "free" && endsBefore(sub.subscription_end_date, now)) return "free";
  return sub.subscription_status;
}

export function can(sub: Subscription, feature: Feature, now: Date = new Date()): boolean {
  return RANK[effectivePlan(sub, now)] >= RANK[REQUIRED_PLAN[feature]];
}

/** Throws 402 with a detail naming the plan needed. */
export function assertCan(sub: Subscription, feature: Feature, now: Date = new Date()): void {
  if (can(sub, feature, now)) return;
  const needed = PLAN_NAMES[REQUIRED_PLAN[feature]];
  const suffix = needed === "Premium" ? "the Premium or Pro plan" : "the Pro plan";
  throw ApiError.paymentRequired(`${FEATURE_LABEL[feature]} requires ${suffix}. Upgrade to continue.`);
}

/** How many food entries a day the plan allows (null: no limit). */
export function dailyFoodEntryLimit(sub: Subscription, now: Date = new Date()): number | null {
  return effectivePlan(sub, now) === "free" ? FREE_DAILY_FOOD_ENTRIES : null;
}

/** The refusal of a food entry past the daily limit (the route's 402, an import's skip). */
export function foodEntryLimitDetail(limit: number): string {
  return `The Free plan allows ${limit} food entries per day. Upgrade to Premium for unlimited entries.`;
}

/** Throws 402 when one more food entry today would pass the plan's daily limit. */
export function assertFoodEntryAllowed(sub: Subscription, entriesToday: number, now: Date = new Date()): void {
  const limit = dailyFoodEntryLimit(sub, now);
  if (limit !== null && entriesToday >= limit) throw ApiError.paymentRequired(foodEntryLimitDetail(limit));
}
