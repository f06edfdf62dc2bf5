/** The four PDF reports of the Reports tab (spec section 2) and their routes. */
export const REPORT_KINDS = [
  {
    kind: "monthly",
    title: "Monthly Health Summary",
    description: "This month's calories, workouts, vitals, migraines and mood, with a daily calories chart.",
  },
  {
    kind: "migraines",
    title: "Migraine Pattern Report",
    description: "Episodes per month, severity, common triggers and symptoms over the last six months.",
  },
  {
    kind: "mood",
    title: "Mood & Energy Trends",
    description: "Mood, energy, stress and sleep from your journal over the last 90 days.",
  },
  {
    kind: "medications",
    title: "Medication Adherence",
    description: "Each scheduled medication's doses taken over the last 7 and 30 days.",
  },
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number]["kind"];
