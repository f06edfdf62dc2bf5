/**
 * What a page shows in place of a feature's form: the form itself, a locked card naming the
 * plan that includes it, or a note that the server has no AI. Decided once, from the same
 * entitlements the routes refuse with (402), so a page never offers a form its submit refuses.
 */
import { can, PLAN_NAMES, requiredPlan, type Feature, type Plan, type Subscription } from "./entitlements";

/** Features whose form the pages gate; each has words for its locked card. */
export type GatedFeature = Exclude<Feature, "csv_export">;

export type FeatureInfo = {
  /** What the feature is, as a card title: "Migraine logging". */
  title: string;
  /** What it does for the user, one or two sentences. */
  description: string;
  /** Whether the feature needs the AI service configured on the server. */
  needsAi: boolean;
};

export const FEATURE_INFO: Record<GatedFeature, FeatureInfo> = {
  ai: {
    title: "AI features",
    description: "AI food photo analysis, AI workout plans and an AI summary of your week.",
    needsAi: true,
  },
  migraine_create: {
    title: "Migraine logging",
    description:
      "Log each episode with its severity, duration, triggers and symptoms, and see the patterns behind them. " +
      "Episodes you already logged stay readable and editable on every plan.",
    needsAi: false,
  },
  questionnaire_create: {
    title: "MIDAS and HIT-6",
    description:
      "Take the two questionnaires headache doctors use, scored by their published rules, with reminders to " +
      "take them again. Answers you already gave stay readable on every plan.",
    needsAi: false,
  },
  suspicion_create: {
    title: "Triggers you suspect",
    description:
      "Mark the triggers you suspect, and the factor report tests them first with a stricter but fairer rule. " +
      "Suspicions you already marked stay listed, and can be removed, on every plan.",
    needsAi: false,
  },
  medication_create: {
    title: "Medication management",
    description:
      "Add your medications with dose, frequency and time, get reminders and track what you took. " +
      "Medications you already added stay readable and editable on every plan.",
    needsAi: false,
  },
  pdf_reports: {
    title: "PDF health reports",
    description:
      "Monthly summary, migraine patterns, mood and energy trends and medication adherence as PDF documents.",
    needsAi: false,
  },
  medical_report: {
    title: "Medical report",
    description: "A summary of your records for your healthcare provider, as a PDF.",
    needsAi: false,
  },
  report_email: {
    title: "Emailing reports to a provider",
    description: "Send the medical report straight to your doctor's email address.",
    needsAi: false,
  },
  api_access: {
    title: "API access",
    description: "Personal access tokens to read and write your data from your own scripts and apps.",
    needsAi: false,
  },
  provider_share: {
    title: "Provider dashboards",
    description:
      "A private, expiring link that shows your doctor a read-only dashboard of the areas you choose, " +
      "with every visit logged for you.",
    needsAi: false,
  },
};

/** The AI entry points, each named for what it does on its own page. */
export const AI_ENTRY_POINTS = {
  photo_scan: {
    title: "AI food photo analysis",
    description:
      "Take or upload a photo of your meal and AI estimates its calories, serving and nutrients for your log.",
  },
  summary: {
    title: "AI summary of your week",
    description: "A few sentences on your week, written by AI from the figures on this page only.",
  },
} as const satisfies Record<string, Pick<FeatureInfo, "title" | "description">>;

export type Gate =
  | { state: "open" }
  | { state: "locked"; feature: GatedFeature; plan: Exclude<Plan, "free">; planText: string }
  | { state: "unavailable"; feature: GatedFeature };

/** "the Premium and Pro plans" / "the Pro plan": the plans that include a feature, as the locked card names them. */
export function plansIncluding(feature: GatedFeature): string {
  return requiredPlan(feature) === "pro"
    ? `the ${PLAN_NAMES.pro} plan`
    : `the ${PLAN_NAMES.premium} and ${PLAN_NAMES.pro} plans`;
}

/**
 * The gate of one feature for this user. A feature that needs AI on a server without it is
 * "unavailable" whatever the plan: an upgrade would not bring it.
 */
export function featureGate(
  sub: Subscription,
  feature: GatedFeature,
  { aiConfigured = true }: { aiConfigured?: boolean } = {},
  now: Date = new Date(),
): Gate {
  if (FEATURE_INFO[feature].needsAi && !aiConfigured) return { state: "unavailable", feature };
  if (can(sub, feature, now)) return { state: "open" };
  const plan = requiredPlan(feature);
  return { state: "locked", feature, plan: plan === "pro" ? "pro" : "premium", planText: plansIncluding(feature) };
}
