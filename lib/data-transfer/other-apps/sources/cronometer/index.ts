/**
 * Cronometer's export files, known by their header: servings.csv, dailysummary.csv,
 * biometrics.csv and fasts.csv (known, not imported).
 */
import type { Recogniser } from "../../source";
import { Columns, headerOf } from "../diary/columns";
import { biometricsReader } from "./biometrics";
import { dailySummaryReader } from "./daily-summary";
import { BIOMETRICS, DAILY_SUMMARY, FASTS, FASTS_NOT_IMPORTED, SERVINGS } from "./kinds";
import { servingsReader } from "./servings";

export const recogniseCronometer: Recogniser = (name, head) => {
  const header = headerOf(head);
  if (!header) return null;
  const columns = new Columns(header);
  const has = (...names: string[]) => names.every((n) => columns.has(n));
  if (has("Day", "Group", "Food Name", "Amount")) {
    return { source: "cronometer", fileKind: SERVINGS, reader: servingsReader };
  }
  if (has("Day", "Metric", "Unit", "Amount")) {
    return { source: "cronometer", fileKind: BIOMETRICS, reader: biometricsReader };
  }
  const file = name.split("/").pop() ?? name;
  if (has("Date") && (has("Energy (kcal)") || has("Energy (kJ)")) && (has("Completed") || /dailysummary/i.test(file))) {
    return { source: "cronometer", fileKind: DAILY_SUMMARY, reader: dailySummaryReader };
  }
  if (has("Name", "Start", "End", "Recurrence")) {
    return { source: "cronometer", fileKind: FASTS, notImported: FASTS_NOT_IMPORTED };
  }
  return null;
};
