/**
 * MyFitnessPal's "Export data" files, known by their header (and, for the measurements, whose
 * columns are the user's own, by their name too): Nutrition-Summary, Exercise-Summary and
 * Measurement-Summary, alone or in the export's zip.
 */
import type { Recogniser } from "../../source";
import { Columns, headerOf } from "../diary/columns";
import { exerciseReader } from "./exercise";
import { measurementReader } from "./measurements";
import { nutritionReader } from "./nutrition";

export const NUTRITION_SUMMARY = "Nutrition summary";
export const EXERCISE_SUMMARY = "Exercise summary";
export const MEASUREMENT_SUMMARY = "Measurement summary";

export const recogniseMyFitnessPal: Recogniser = (name, head) => {
  const header = headerOf(head);
  if (!header) return null;
  const columns = new Columns(header);
  if (!columns.has("Date")) return null;
  if (columns.has("Meal") && columns.has("Calories")) {
    return { source: "myfitnesspal", fileKind: NUTRITION_SUMMARY, reader: nutritionReader };
  }
  if (columns.has("Exercise") && columns.has("Exercise Minutes")) {
    return { source: "myfitnesspal", fileKind: EXERCISE_SUMMARY, reader: exerciseReader };
  }
  // "Date,Weight" alone could be any app's file, in any unit: only MyFitnessPal's own name says lbs
  const file = name.split("/").pop() ?? name;
  if (/Measurement-Summary.*\.csv$/i.test(file) && header.length > 1) {
    return { source: "myfitnesspal", fileKind: MEASUREMENT_SUMMARY, reader: measurementReader };
  }
  return null;
};
