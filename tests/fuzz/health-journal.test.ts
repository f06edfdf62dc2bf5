/** Fuzz: the health, medication, journal, calendar and insights routes (see tests/fuzz/support). */
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([
  "migraines/route.ts",
  "migraines/[trigger_id]/route.ts",
  "health-metrics/route.ts",
  "health-metrics/[metric_id]/route.ts",
  "medications/route.ts",
  "medications/[medication_id]/route.ts",
  "medications/[medication_id]/doses/route.ts",
  "medication-doses/route.ts",
  "reminder-settings/route.ts",
  "journal-entries/route.ts",
  "journal-entries/[entry_id]/route.ts",
  "calendar-data/route.ts",
  "insights/route.ts",
  "insights/summary/route.ts",
]);
