/** Fuzz: the food and exercise routes (see tests/fuzz/support). */
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([
  "food-entries/route.ts",
  "food-entries/[entry_id]/route.ts",
  "daily-stats/route.ts",
  "food-search/route.ts",
  "scan-barcode/route.ts",
  "analyze-food-image/route.ts",
  "exercises/route.ts",
  "exercises/[entry_id]/route.ts",
  "workout-plans/route.ts",
  "workout-plans/[plan_id]/route.ts",
  "generate-workout-plan/route.ts",
]);
