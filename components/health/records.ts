/** The two kinds of health record a card can edit or delete, and what the calls about them say. */
export const RECORDS = {
  migraine: {
    path: "/api/migraines",
    type: "migraine",
    noun: "migraine episode",
    updated: "Migraine updated successfully!",
  },
  metric: {
    path: "/api/health-metrics",
    type: "health_metric",
    noun: "health metric",
    updated: "Health metric updated successfully!",
  },
} as const;
export type RecordKind = keyof typeof RECORDS;
