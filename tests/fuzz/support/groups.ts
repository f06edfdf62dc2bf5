/** Which fuzz file covers which route (tests/fuzz/coverage.test.ts checks that all are covered). */
export const GROUPS = {
  foodExercise: [
    "food-entries/route.ts", "food-entries/[entry_id]/route.ts", "daily-stats/route.ts", "food-search/route.ts", "scan-barcode/route.ts",
    "analyze-food-image/route.ts", "exercises/route.ts", "exercises/[entry_id]/route.ts", "workout-plans/route.ts", "workout-plans/[plan_id]/route.ts",
    "generate-workout-plan/route.ts",
  ],
  healthJournal: [
    "migraines/route.ts", "migraines/[trigger_id]/route.ts", "health-metrics/route.ts", "health-metrics/[metric_id]/route.ts", "medications/route.ts",
    "medications/[medication_id]/route.ts", "medications/[medication_id]/doses/route.ts", "medication-doses/route.ts", "reminder-settings/route.ts",
    "journal-entries/route.ts", "journal-entries/[entry_id]/route.ts", "calendar-data/route.ts", "insights/route.ts", "insights/summary/route.ts",
  ],
  accountExport: [
    "me/route.ts", "profile/route.ts", "change-password/route.ts", "resend-verification/route.ts", "billing-portal/route.ts",
    "create-checkout-session/route.ts", "checkout-status/[session_id]/route.ts", "update-subscription/route.ts", "export/data/route.ts",
    "health-reports/[kind]/route.ts", "reports/email/route.ts", "import/route.ts",
  ],
  public: ["login/route.ts", "register/route.ts", "password-reset/route.ts", "password-reset/confirm/route.ts", "verify-email/route.ts", "health/route.ts", "ready/route.ts"],
} as const satisfies Record<string, readonly string[]>;

/** Routes with a property of their own in tests/fuzz/special.test.ts, and its request budget (× FUZZ_RUNS / 150). */
export const OWN: Record<string, number> = {
  "auth/[...nextauth]/route.ts": 300,
  "stripe/webhook/route.ts": 400,
  "cron/reminders/route.ts": 200,
  "logout/route.ts": 150,
  "delete-account/route.ts": 20,
};
