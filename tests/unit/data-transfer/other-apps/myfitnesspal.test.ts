/**
 * MyFitnessPal's exports, read from the real files. Every expected number below was written
 * down from the files themselves (counted with Python's csv module on the raw files), never
 * from the importer's output.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FUTURE_DATE } from "@/lib/data-transfer/other-apps/time";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { NO_DATE } from "@/lib/data-transfer/other-apps/sources/diary/days";
import {
  CALORIE_ADJUSTMENTS,
  NO_DURATION_NOTE,
  NO_MINUTES,
} from "@/lib/data-transfer/other-apps/sources/myfitnesspal/exercise";
import {
  EXERCISE_SUMMARY,
  MEASUREMENT_SUMMARY,
  NUTRITION_SUMMARY,
} from "@/lib/data-transfer/other-apps/sources/myfitnesspal";
import { NO_STEPS, notImported } from "@/lib/data-transfer/other-apps/sources/myfitnesspal/measurements";
import { MEAL_NOTES, otherColumnsReason } from "@/lib/data-transfer/other-apps/sources/myfitnesspal/nutrition";
import { refusedItems } from "../../../support/batch-item-check";
import { IMPORTS_DIR, importsAvailable, memoryFile, readImport } from "../../../support/import-fixture";

const body = (r: ImportRecord) => r.items[0]!.body;
const on = (records: ImportRecord[], date: string, field: string, value: unknown) =>
  records.filter((r) => r.date === date && body(r)[field] === value);
const mealCounts = (records: ImportRecord[]) => {
  const counts: Record<string, number> = {};
  for (const r of records) counts[String(body(r).food_name)] = (counts[String(body(r).food_name)] ?? 0) + 1;
  return counts;
};
const skipped = (kinds: { kind: string; skipped: { reason: string; count: number }[] }[], kind: string) =>
  Object.fromEntries((kinds.find((k) => k.kind === kind)?.skipped ?? []).map((s) => [s.reason, s.count]));

const MFP_OTHERS = otherColumnsReason([
  "Polyunsaturated Fat",
  "Monounsaturated Fat",
  "Trans Fat",
  "Cholesterol",
  "Potassium",
  "Vitamin A",
  "Vitamin C",
  "Calcium",
  "Iron",
]);

describe.skipIf(!importsAvailable)("MyFitnessPal Nutrition-Summary", () => {
  it("reads byroneng's range export (BOM): one entry per day and meal", async () => {
    const file = "myfitnesspal/byroneng_Nutrition-Summary-2015-05-28-to-2016-07-01.csv";
    const { outcomes, records, preview } = await readImport([file]);
    expect(outcomes[0]).toMatchObject({ source: "myfitnesspal", fileKind: NUTRITION_SUMMARY });
    expect(outcomes[0]!.error).toBeUndefined();
    expect(records).toHaveLength(236);
    expect(records.every((r) => r.kind === "food")).toBe(true);
    expect(mealCounts(records)).toEqual({
      "Breakfast (MyFitnessPal)": 74,
      "Lunch (MyFitnessPal)": 59,
      "Dinner (MyFitnessPal)": 57,
      "Snacks (MyFitnessPal)": 46,
    });
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2015-05-28", "2016-05-04"]);
    // first row: 2015-05-28,Dinner,665.8,19.2,6.5,0.6,1.6,0.0,25.0,290.6,154.0,116.0,5.0,41.0,10.0,...
    expect(records[0]!.items).toEqual([
      {
        kind: "food_entry",
        body: {
          food_name: "Dinner (MyFitnessPal)",
          meal_type: "dinner",
          calories: 665.8,
          protein: 10,
          carbs: 116,
          fat: 19.2,
          fiber: 5,
          sugar: 41,
          saturated_fat: 6.5,
          sodium_mg: 290.6,
          date: "2015-05-28",
          time: "19:00",
        },
      },
    ]);
    // last row: 2016-05-04,Breakfast,245.0,14.0,1.5,...,462.5 (sodium),...,37.8 (carbs),1.3,9.5,22.3 (protein)
    expect(body(records[235]!)).toMatchObject({
      meal_type: "breakfast",
      time: "08:00",
      calories: 245,
      fat: 14,
      saturated_fat: 1.5,
      sodium_mg: 462.5,
      carbs: 37.8,
      fiber: 1.3,
      sugar: 9.5,
      protein: 22.3,
      date: "2016-05-04",
    });
    const snack = on(records, "2015-05-28", "food_name", "Snacks (MyFitnessPal)");
    expect(snack).toHaveLength(0); // that day has Dinner, Breakfast and Lunch only
    // 181 rows carry a non-zero cholesterol, potassium, other fat or % daily value: said once
    expect(skipped(preview.kinds, "food")).toEqual({ [MFP_OTHERS]: 181 });
  });

  it("reads byroneng's full export, snacks filed as snacks", async () => {
    const { records, preview } = await readImport(["myfitnesspal/byroneng_Nutrition-Summary-full.csv"]);
    expect(records).toHaveLength(384);
    expect(mealCounts(records)).toEqual({
      "Breakfast (MyFitnessPal)": 117,
      "Dinner (MyFitnessPal)": 96,
      "Lunch (MyFitnessPal)": 95,
      "Snacks (MyFitnessPal)": 76,
    });
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2014-07-18", "2016-08-02"]);
    // 2014-07-18,Snacks,232.0,35.0,3.0,0.0,0.0,0.0,0.0,100.0,96.0,31.0,9.0,7.0,2.8,...
    const [snack] = on(records, "2014-07-18", "meal_type", "snack");
    expect(body(snack!)).toMatchObject({
      food_name: "Snacks (MyFitnessPal)",
      time: "16:00",
      calories: 232,
      fat: 35,
      saturated_fat: 3,
      sodium_mg: 100,
      carbs: 31,
      fiber: 9,
      sugar: 7,
      protein: 2.8,
    });
    expect(skipped(preview.kinds, "food")).toEqual({ [MFP_OTHERS]: 311 });
  });

  it("reads dawndrain's newer export (no BOM, CRLF, Note column)", async () => {
    const { records, preview } = await readImport(["myfitnesspal/dawndrain_Nutrition-Summary.csv"]);
    expect(records.map((r) => [r.date, body(r).meal_type, body(r).calories])).toEqual([
      ["2025-03-06", "breakfast", 214.5],
      ["2025-03-06", "dinner", 285],
      ["2025-03-06", "lunch", 750],
    ]);
    // Lunch: sodium 2000.0, protein 25.0, carbs 55.0, fat 15.0
    expect(body(records[2]!)).toMatchObject({ sodium_mg: 2000, protein: 25, carbs: 55, fat: 15 });
    // the Note cells are empty; breakfast and lunch have cholesterol (616.5, 100.0), dinner none
    expect(skipped(preview.kinds, "food")).toEqual({ [MFP_OTHERS]: 2 });
  });

  it("reads zjpahle's export (breakfast, lunch and dinner only)", async () => {
    const { records, preview } = await readImport([
      "myfitnesspal/zjpahle_Nutrition-Summary-2018-01-01-to-2018-06-05.csv",
    ]);
    expect(records).toHaveLength(295);
    expect(mealCounts(records)).toEqual({
      "Lunch (MyFitnessPal)": 131,
      "Breakfast (MyFitnessPal)": 117,
      "Dinner (MyFitnessPal)": 47,
    });
    // 2018-01-08,Lunch,971.2,39.8,15.0,1.0,2.0,0.0,237.9,1266.2,358.0,68.0,3.2,2.3,73.7,...
    const [lunch] = on(records, "2018-01-08", "meal_type", "lunch");
    expect(body(lunch!)).toMatchObject({
      calories: 971.2,
      fat: 39.8,
      saturated_fat: 15,
      sodium_mg: 1266.2,
      carbs: 68,
      fiber: 3.2,
      sugar: 2.3,
      protein: 73.7,
      time: "12:30",
    });
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2018-01-08", "2018-06-05"]);
    expect(skipped(preview.kinds, "food")).toEqual({ [MFP_OTHERS]: 261 });
  });
});

describe("MyFitnessPal Nutrition-Summary edge cases", () => {
  const header =
    "\uFEFFDate,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note\r\n";

  it("files custom meals as snacks under their own name, keeps unknown as unknown, refuses bad dates", async () => {
    const text =
      header +
      "2024-02-01,Pre-workout,120.0,1.0,,0,0,0,0,,0,20.0,,,5.0,0,0,0,0,\r\n" +
      '2024-02-01,Snacks,80.0,0,0,0,0,0,0,5,0,20,1,2,0,0,0,0,0,"had a pear"\r\n' +
      "2027-01-01,Lunch,500,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,\r\n" +
      "01/02/2024,Lunch,500,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,\r\n" +
      "2024-02-02,Dinner,,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,\r\n";
    const { records, preview } = await readImport([memoryFile("Nutrition-Summary-2024.csv", text)]);
    expect(records.map((r) => body(r))).toEqual([
      expect.objectContaining({
        food_name: "Pre-workout (MyFitnessPal)",
        meal_type: "snack",
        time: "16:00",
        calories: 120,
        protein: 5,
        carbs: 20,
        fat: 1,
        saturated_fat: null,
        sodium_mg: null,
        fiber: null,
        sugar: null,
      }),
      expect.objectContaining({ food_name: "Snacks (MyFitnessPal)", meal_type: "snack", sodium_mg: 5 }),
    ]);
    expect(skipped(preview.kinds, "food")).toEqual({
      [MEAL_NOTES]: 1,
      [FUTURE_DATE]: 1,
      [NO_DATE]: 1,
      "Meals without calories are not imported": 1,
    });
  });
});

describe.skipIf(!importsAvailable)("MyFitnessPal Exercise-Summary", () => {
  it("reads byroneng's range export, leaving out the Fitbit calorie adjustments", async () => {
    const { outcomes, records, preview } = await readImport([
      "myfitnesspal/byroneng_Exercise-Summary-2015-05-28-to-2016-07-01.csv",
    ]);
    expect(outcomes[0]).toMatchObject({ source: "myfitnesspal", fileKind: EXERCISE_SUMMARY });
    // 56 rows: 31 "Fitbit calorie adjustment", 25 cardio exercises
    expect(records).toHaveLength(25);
    expect(skipped(preview.kinds, "workouts")).toEqual({ [CALORIE_ADJUSTMENTS]: 31 });
    // 2015-05-29,"Bicycling, 10-12 mph, light (cycling, biking, bike riding)",Cardio,339.0,51
    expect(records[0]!.items).toEqual([
      {
        kind: "exercise",
        body: {
          exercise_name: "Bicycling, 10-12 mph, light (cycling, biking, bike riding)",
          exercise_type: "cardio",
          duration_minutes: 51,
          calories_burned: 339,
          date: "2015-05-29",
        },
      },
    ]);
    // 2015-05-31,"Mowing lawn, general",Cardio,854.0,120
    expect(on(records, "2015-05-31", "exercise_name", "Mowing lawn, general").map((r) => body(r))).toEqual([
      expect.objectContaining({ duration_minutes: 120, calories_burned: 854 }),
    ]);
    const workouts = preview.kinds.find((k) => k.kind === "workouts")!;
    expect([workouts.first, workouts.last]).toEqual(["2015-05-29", "2015-06-26"]);
  });

  it("reads byroneng's full export", async () => {
    const { records, preview } = await readImport(["myfitnesspal/byroneng_Exercise-Summary-full.csv"]);
    expect(records).toHaveLength(39);
    expect(skipped(preview.kinds, "workouts")).toEqual({ [CALORIE_ADJUSTMENTS]: 94 });
    // 2015-04-19,"Swimming, leisurely, general",Cardio,361.0,45 is the first real exercise
    expect(body(records[0]!)).toMatchObject({
      exercise_name: "Swimming, leisurely, general",
      duration_minutes: 45,
      calories_burned: 361,
      date: "2015-04-19",
    });
  });

  it("reads zjpahle's strength exercise into notes, in pounds", async () => {
    const { records, preview } = await readImport([
      "myfitnesspal/zjpahle_Exercise-Summary-2018-01-01-to-2018-06-05.csv",
    ]);
    // 2018-02-05,Squat,Strength,,,3,5,225.0,  and 26 calorie adjustments
    expect(records).toHaveLength(1);
    expect(records[0]).toEqual({
      kind: "workouts",
      date: "2018-02-05",
      items: [
        {
          kind: "exercise",
          body: {
            exercise_name: "Squat",
            exercise_type: "strength",
            duration_minutes: 1,
            date: "2018-02-05",
            notes: `3 sets × 5 reps at 225 lbs. ${NO_DURATION_NOTE}`,
          },
        },
      ],
    });
    expect(skipped(preview.kinds, "workouts")).toEqual({ [CALORIE_ADJUSTMENTS]: 26 });
  });

  it("refuses a cardio exercise without minutes and keeps a strength exercise's given duration", async () => {
    const text =
      "Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps\n" +
      "2020-03-01,Running,Cardio,300,,,,,\n" +
      "2020-03-01,Bench Press,Strength,40,12,4,1,0,\n" +
      "2020-03-02,Garmin calorie adjustment,Cardio,120,1,,,,\n";
    const { records, preview } = await readImport([memoryFile("Exercise-Summary.csv", text)]);
    expect(records.map((r) => body(r))).toEqual([
      {
        exercise_name: "Bench Press",
        exercise_type: "strength",
        duration_minutes: 12,
        calories_burned: 40,
        date: "2020-03-01",
        notes: "4 sets × 1 rep",
      },
    ]);
    expect(skipped(preview.kinds, "workouts")).toEqual({ [NO_MINUTES]: 1, [CALORIE_ADJUSTMENTS]: 1 });
  });
});

describe.skipIf(!importsAvailable)("MyFitnessPal Measurement-Summary", () => {
  it("reads byroneng's range export: weights in lbs, days of 0 steps left out", async () => {
    const { outcomes, records, preview } = await readImport([
      "myfitnesspal/byroneng_Measurement-Summary-2015-05-28-to-2016-07-01.csv",
    ]);
    expect(outcomes[0]).toMatchObject({ source: "myfitnesspal", fileKind: MEASUREMENT_SUMMARY });
    // 69 rows: 43 weights (152.0 to 171.2), 30 step cells all 0.0
    const weight = preview.kinds.find((k) => k.kind === "weight")!;
    expect(weight.records).toBe(43);
    expect(weight.units).toEqual(["lbs"]);
    expect([weight.first, weight.last]).toEqual(["2015-06-03", "2016-05-18"]);
    expect(records.filter((r) => r.kind === "steps")).toHaveLength(0);
    expect(skipped(preview.kinds, "steps")).toEqual({ [NO_STEPS]: 30 });
    // 2015-06-03,,170.2
    expect(records[0]!.items).toEqual([
      {
        kind: "health_metric",
        body: { metric_type: "weight", value: 170.2, unit: "lbs", date: "2015-06-03", time: "12:00" },
      },
    ]);
  });

  it("reads byroneng's full export: steps as the day's total", async () => {
    const { of, preview } = await readImport(["myfitnesspal/byroneng_Measurement-Summary-full.csv"]);
    // 52 weights; 93 step cells of which 80 are 0.0
    expect(of("weight")).toHaveLength(52);
    expect(of("steps")).toHaveLength(13);
    expect(skipped(preview.kinds, "steps")).toEqual({ [NO_STEPS]: 80 });
    // 2014-07-18,0.0,183.8 and 2014-07-19,5227.0,
    expect(body(of("weight")[0]!)).toMatchObject({ value: 183.8, date: "2014-07-18" });
    expect(of("steps")[0]!.items).toEqual([{ kind: "daily_steps", body: { date: "2014-07-19", steps: 5227 } }]);
  });

  it("reads zjpahle's dynamic columns, naming body fat and sleep minutes as not imported", async () => {
    const { of, preview } = await readImport(["myfitnesspal/zjpahle_Measurement-Summary-2018-01-01-to-2018-06-05.csv"]);
    // 156 rows: steps on every day (507 to 20736), 23 weights, 7 body fat cells, 150 sleep cells
    expect(of("steps")).toHaveLength(156);
    expect(of("weight")).toHaveLength(23);
    expect(of("steps")[0]!.items[0]!.body).toEqual({ date: "2018-01-01", steps: 6268 });
    expect(of("steps")[155]!.items[0]!.body).toEqual({ date: "2018-06-05", steps: 507 });
    // 2018-01-08,49.7,...,257.4 and 2018-06-04 ... 237.5
    expect(body(of("weight")[0]!)).toMatchObject({ value: 257.4, unit: "lbs", date: "2018-01-08" });
    expect(body(of("weight")[22]!)).toMatchObject({ value: 237.5, date: "2018-06-04" });
    expect(Object.fromEntries(preview.skipped.map((s) => [s.reason, s.count]))).toEqual({
      [notImported("Fitbit body fat %")]: 7,
      [notImported("Fitbit tracked sleep minutes")]: 150,
    });
  });

  it("takes a Date,Weight file only when MyFitnessPal named it", async () => {
    const text = "Date,Weight\n2020-01-01,80\n";
    const named = await readImport([memoryFile("File-Export/Measurement-Summary-2020.csv", text)]);
    expect(named.outcomes[0]).toMatchObject({ source: "myfitnesspal", fileKind: MEASUREMENT_SUMMARY });
    expect(body(named.records[0]!)).toMatchObject({ value: 80, unit: "lbs" });
    const other = await readImport([memoryFile("scale.csv", text)]);
    expect(other.outcomes[0]!.source).not.toBe("myfitnesspal");
  });

  it("refuses a weight outside the range the health log keeps", async () => {
    const text = "Date,Weight\n2020-01-01,12.5\n2020-01-02,150\n";
    const { records, preview } = await readImport([memoryFile("Measurement-Summary.csv", text)]);
    expect(records).toHaveLength(1);
    expect(skipped(preview.kinds, "weight")).toEqual({ "Weight values outside 44–1100 lbs are not imported": 1 });
  });
});

describe.skipIf(!importsAvailable)("every myfitnesspal file's records", () => {
  it("are items the batch route accepts", async () => {
    const files = readdirSync(path.join(IMPORTS_DIR, "myfitnesspal")).map((f) => `myfitnesspal/${f}`);
    const { outcomes, records } = await readImport(files);
    expect(outcomes.filter((o) => o.error || !o.source)).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
    expect(refusedItems(records)).toEqual([]);
  });
});

describe("the batch item check", () => {
  it("finds the items a route would refuse", () => {
    const bad: ImportRecord = {
      kind: "workouts",
      date: "2020-01-01",
      items: [{ kind: "exercise", body: { exercise_name: "Run", duration_minutes: 0, date: "2020-01-01" } }],
    };
    expect(refusedItems([bad])).toHaveLength(1);
  });
});
