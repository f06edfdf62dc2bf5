/** The user's plan in words, for the dashboard's profile card and the Subscription tab. */
import { formatInstantDate } from "@/lib/time/format";
import {
  effectivePlan,
  effectiveStatus,
  ownPlan,
  PLAN_NAMES,
  proThroughFamily,
  type Subscription,
} from "@/lib/billing/entitlements";

export type PlanSummary = {
  /** "Free", "Premium" or "Pro": the plan in force now. */
  planName: string;
  /** "Free", "Trial" or "Active". */
  statusName: string;
  /** e.g. "Free plan", "Trial — ends March 21, 2026", "Premium plan". */
  statusLabel: string;
  /** The trial's or paid period's end in the user's time zone, when there is one. */
  endsOn: string | null;
  /** Free and trial users see Upgrade. */
  canUpgrade: boolean;
  /** A trial or paid plan that ends at its end date, with Free after it (cancelled or downgraded). */
  endsToFree: boolean;
  /** Pro paid by a family's owner (the user's own plan is lower): the owner's name. */
  familyOwner: string | null;
};

export function describePlan(
  sub: Subscription & { family_owner_name?: string | null },
  timeZone: string,
  now: Date = new Date(),
): PlanSummary {
  const status = effectiveStatus(sub, now);
  const planName = PLAN_NAMES[effectivePlan(sub, now)];
  const endsOn =
    status !== "free" && sub.subscription_end_date ? formatInstantDate(sub.subscription_end_date, timeZone) : null;
  const statusLabel =
    status === "free"
      ? "Free plan"
      : status === "trial"
        ? endsOn
          ? `Trial — ends ${endsOn}`
          : "Trial"
        : `${planName} plan`;
  const statusName = status === "free" ? "Free" : status === "trial" ? "Trial" : "Active";
  const endsToFree = status !== "free" && endsOn !== null && sub.subscription_plan === "free";
  const familyOwner =
    ownPlan(sub, now) !== "pro" && proThroughFamily(sub, now) ? (sub.family_owner_name ?? "the owner") : null;
  if (familyOwner) {
    return {
      planName,
      statusName: "Active",
      statusLabel: `Pro through ${familyOwner}'s family`,
      endsOn: null,
      canUpgrade: false,
      endsToFree: false,
      familyOwner,
    };
  }
  return {
    planName,
    statusName,
    statusLabel,
    endsOn,
    canUpgrade: status === "free" || status === "trial",
    endsToFree,
    familyOwner: null,
  };
}
