/**
 * Cronometer's exports, read from the real files. Every expected number below was written
 * down from the files themselves (counted with Python's csv module on the raw files), never
 * from the importer's output.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_DATE } from "@/lib/data-transfer/other-apps/sources/diary/days";
import { BAD_BLOOD_PRESSURE, notImported } from "@/lib/data-transfer/other-apps/sources/cronometer/biometrics";
import { DAILY_TOTAL_NAME, NO_DAY_ENERGY } from "@/lib/data-transfer/other-apps/sources/cronometer/daily-summary";
import {
  BIOMETRICS,
  DAILY_SUMMARY,
  FASTS,
  FASTS_NOT_IMPORTED,
  SERVINGS,
} from "@/lib/data-transfer/other-apps/sources/cronometer/kinds";
import { OTHER_NUTRIENTS } from "@/lib/data-transfer/other-apps/sources/cronometer/nutrients";
import {
  cronometerOverlap,
  leaveOutDailySummaries,
  SUMMARY_WITH_SERVINGS,
} from "@/lib/data-transfer/other-apps/sources/cronometer/overlap";
import { NO_ENERGY } from "@/lib/data-transfer/other-apps/sources/cronometer/servings";
import type { FileOutcome } from "@/lib/data-transfer/other-apps/read";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { refusedItems } from "../../../support/batch-item-check";
import { IMPORTS_DIR, importsAvailable, memoryFile, readImport } from "../../../support/import-fixture";

const body = (r: ImportRecord, item = 0) => r.items[item]!.body;
const find = (records: ImportRecord[], date: string, name: string) =>
  records.filter((r) => r.date === date && body(r).food_name === name).map((r) => body(r));
const count = (records: ImportRecord[], test: (b: Record<string, unknown>) => boolean) =>
  records.filter((r) => test(body(r))).length;
const skipped = (kinds: { kind: string; skipped: { reason: string; count: number }[] }[], kind: string) =>
  Object.fromEntries((kinds.find((k) => k.kind === kind)?.skipped ?? []).map((s) => [s.reason, s.count]));

describe.skipIf(!importsAvailable)("Cronometer servings.csv", () => {
  it("reads dhjelmar's servings: 12-hour times, Breakfast/Lunch/Dinner/Snacks", async () => {
    const { outcomes, records, preview } = await readImport(["cronometer/dhjelmar_servings.csv"]);
    expect(outcomes[0]).toMatchObject({ source: "cronometer", fileKind: SERVINGS });
    expect(records).toHaveLength(98);
    expect(count(records, (b) => b.meal_type === "breakfast")).toBe(29);
    expect(count(records, (b) => b.meal_type === "dinner")).toBe(27);
    expect(count(records, (b) => b.meal_type === "lunch")).toBe(22);
    expect(count(records, (b) => b.meal_type === "snack")).toBe(20);
    // 2022-11-03,9:51 AM,"Breakfast","Eggs, Cooked","4.00 medium",272.80,... sodium 218.24, carbs 1.97,
    // fiber 0.00, sugars 1.97, fat 18.67, saturated 5.75, protein 22.14
    expect(records[0]!.items).toEqual([
      {
        kind: "food_entry",
        body: {
          food_name: "Eggs, Cooked",
          meal_type: "breakfast",
          serving_size: "4.00 medium",
          calories: 272.8,
          protein: 22.14,
          carbs: 1.97,
          fat: 18.67,
          fiber: 0,
          sugar: 1.97,
          saturated_fat: 5.75,
          sodium_mg: 218.24,
          date: "2022-11-03",
          time: "09:51",
        },
      },
    ]);
    // 2022-11-08,12:47 PM,"Lunch","Eggs, Cooked","2.00 medium",136.40
    expect(find(records, "2022-11-08", "Eggs, Cooked")).toContainEqual(
      expect.objectContaining({ time: "12:47", meal_type: "lunch", calories: 136.4, serving_size: "2.00 medium" }),
    );
    // 2022-11-03,5:19 PM,"Snacks","Boursin, Garlic & Herb": the one blank fiber cell stays unknown
    expect(find(records, "2022-11-03", "Boursin, Garlic & Herb")).toEqual([
      expect.objectContaining({ time: "17:19", meal_type: "snack", calories: 252, fiber: null, fat: 24.8 }),
    ]);
    // last row: 2022-11-09,7:34 PM,"Dinner","Premier Protein, Protein Shake, Chocolate","1.00 shake (11 fl oz)",160.00
    expect(body(records[97]!)).toMatchObject({ time: "19:34", serving_size: "1.00 shake (11 fl oz)", calories: 160 });
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2022-11-03", "2022-11-09"]);
    expect(skipped(preview.kinds, "food")).toEqual({ [OTHER_NUTRIENTS]: 98 });
  });

  it("reads davidgma's 2020 export: 24-hour or blank times, no sodium column, custom group", async () => {
    const { records, preview } = await readImport(["cronometer/davidgma_servings.csv"]);
    expect(records).toHaveLength(116);
    expect(count(records, (b) => b.meal_type === "dinner")).toBe(47);
    expect(count(records, (b) => b.meal_type === "lunch")).toBe(42);
    expect(count(records, (b) => b.meal_type === "breakfast")).toBe(23);
    expect(count(records, (b) => b.meal_type === "snack")).toBe(4); // group "Drinks"
    expect(count(records, (b) => b.sodium_mg === null)).toBe(116);
    // 2020-07-15,05:17,Drinks,"Jasmine Tea","600.00 g",6.00, ... protein 1.32
    expect(body(records[0]!)).toMatchObject({
      food_name: "Jasmine Tea",
      meal_type: "snack",
      time: "05:17",
      serving_size: "600.00 g",
      calories: 6,
      protein: 1.32,
    });
    // 2020-07-15,,Breakfast,"Fat, mutton tallow","7.00 g",63.14: blank time, protein and carbs blank, fat 7.00, sat 3.31
    expect(body(records[1]!)).toEqual({
      food_name: "Fat, mutton tallow",
      meal_type: "breakfast",
      serving_size: "7.00 g",
      calories: 63.14,
      protein: 0,
      carbs: 0,
      fat: 7,
      fiber: null,
      sugar: null,
      saturated_fat: 3.31,
      sodium_mg: null,
      date: "2020-07-15",
      time: "08:00",
    });
    // 62 rows have a blank time (12 Breakfast, 27 Lunch, 23 Dinner): they take their meal's usual time;
    // no time the file gives is one of those
    expect(count(records, (b) => b.meal_type === "breakfast" && b.time === "08:00")).toBe(12);
    expect(count(records, (b) => b.meal_type === "lunch" && b.time === "12:30")).toBe(27);
    expect(count(records, (b) => b.meal_type === "dinner" && b.time === "19:00")).toBe(23);
    // 2020-07-17,07:29,Dinner,"Blackberries, Fresh": the file's own time is kept, whatever the group
    expect(body(records[115]!)).toMatchObject({ food_name: "Blackberries, Fresh", meal_type: "dinner", time: "07:29" });
    expect(skipped(preview.kinds, "food")).toEqual({ [OTHER_NUTRIENTS]: 110 });
  });

  it("reads stackingrockss's export without a Time column, Uncategorized as snacks", async () => {
    const { records, preview } = await readImport(["cronometer/stackingrockss_servings.csv"]);
    expect(records).toHaveLength(43);
    expect(records.every((r) => body(r).meal_type === "snack" && body(r).time === "16:00")).toBe(true);
    // 2025-06-21,"Uncategorized","Main","1.00 full recipe",930.08,... protein 85.50, sodium 1911.24
    expect(find(records, "2025-06-21", "Main")).toEqual([
      expect.objectContaining({
        serving_size: "1.00 full recipe",
        calories: 930.08,
        protein: 85.5,
        carbs: 52.23,
        fat: 45.66,
        fiber: 16,
        sugar: 18.21,
        saturated_fat: 16.04,
        sodium_mg: 1911.24,
      }),
    ]);
    // "Best Foods, Real Mayonnaise": fiber and sugars blank
    expect(find(records, "2025-06-21", "Best Foods, Real Mayonnaise")).toEqual([
      expect.objectContaining({ calories: 149.94, fiber: null, sugar: null, fat: 16.5 }),
    ]);
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2025-06-21", "2025-06-26"]);
  });

  it("reads maximumpeaches's 2.9 MB export: 9244 servings, those without energy left out", async () => {
    const { records, preview } = await readImport(["cronometer/maximumpeaches_servings.csv"]);
    // 9244 rows, 1994 with a blank energy cell (Vitamin D, Aspirin, Creatine …)
    expect(records).toHaveLength(7250);
    expect(skipped(preview.kinds, "food")).toEqual({ [NO_ENERGY]: 1994, [OTHER_NUTRIENTS]: 5754 });
    // groups Staples, Supplements, Sometimes, Notes, Uncategorized: all snacks
    expect(records.every((r) => body(r).meal_type === "snack")).toBe(true);
    expect(new Set(records.map((r) => r.date)).size).toBe(265);
    const food = preview.kinds.find((k) => k.kind === "food")!;
    expect([food.first, food.last]).toEqual(["2023-09-17", "2024-09-15"]);
    // first: 2023-09-17,9:00 AM,"Staples","Black Pepper, Ground","1.00 tsp",5.77
    expect(body(records[0]!)).toMatchObject({
      food_name: "Black Pepper, Ground",
      serving_size: "1.00 tsp",
      time: "09:00",
      calories: 5.77,
      protein: 0.24,
      sodium_mg: 0.46,
    });
    // 2023-09-17,8:18 PM,"Staples","Jarrow Formulas, EPA-DHA Balance","2.00 softgel",20.00: only fat given
    expect(find(records, "2023-09-17", "Jarrow Formulas, EPA-DHA Balance")).toContainEqual(
      expect.objectContaining({ time: "20:18", calories: 20, fat: 2, protein: 0, fiber: null, sodium_mg: null }),
    );
    // 2023-10-13,,"Staples","Banana, Fresh","1.00 large - 8"" to 8 7/8"" long",121.04: quotes in the amount
    expect(find(records, "2023-10-13", "Banana, Fresh")).toContainEqual(
      expect.objectContaining({ serving_size: '1.00 large - 8" to 8 7/8" long', calories: 121.04, time: "16:00" }),
    );
    // the longest food name (101 characters) is kept whole
    expect(
      records.some(
        (r) =>
          body(r).food_name ===
          "Soft Torrone w/ Almond & Pistachio by Antica Torroneria Piemontese (morbido con mandorle e pistacchi)",
      ),
    ).toBe(true);
    // last: 2024-09-15,8:00 AM,"Supplements","Ginger root","1.10 g",0.88
    expect(body(records[7249]!)).toMatchObject({ food_name: "Ginger root", time: "08:00", calories: 0.88 });
  });
});

describe.skipIf(!importsAvailable)("Cronometer dailysummary.csv", () => {
  it("reads dawndrain's one day as one daily total", async () => {
    const { outcomes, records } = await readImport(["cronometer/dawndrain_dailysummary.csv"]);
    expect(outcomes[0]).toMatchObject({ source: "cronometer", fileKind: DAILY_SUMMARY });
    // 2025-03-06,1477.23,... protein 102.79, carbs 145.47, fat 54.19, fiber 5.32, sugars 52.26, sat 21.70, sodium 2928.50
    expect(records).toEqual([
      {
        kind: "food",
        date: "2025-03-06",
        items: [
          {
            kind: "food_entry",
            body: {
              food_name: DAILY_TOTAL_NAME,
              meal_type: "snack",
              calories: 1477.23,
              protein: 102.79,
              carbs: 145.47,
              fat: 54.19,
              fiber: 5.32,
              sugar: 52.26,
              saturated_fat: 21.7,
              sodium_mg: 2928.5,
              date: "2025-03-06",
              time: "16:00",
            },
          },
        ],
      },
    ]);
  });

  it("reads maximumpeaches's 294 days, leaving out the 29 with nothing logged", async () => {
    const { records, preview } = await readImport(["cronometer/maximumpeaches_dailysummary.csv"]);
    expect(records).toHaveLength(265);
    expect(skipped(preview.kinds, "food")).toEqual({ [NO_DAY_ENERGY]: 29, [OTHER_NUTRIENTS]: 264 });
    // 2023-09-17: 1813.11 kcal, protein 95.96, carbs 146.42, fat 32.70, sodium 1446.15
    expect(body(records[0]!)).toMatchObject({ calories: 1813.11, protein: 95.96, carbs: 146.42, fat: 32.7 });
    // 2023-10-08: 444.00 kcal, carbs, fiber and sugars blank
    expect(records.find((r) => r.date === "2023-10-08")!.items[0]!.body).toMatchObject({
      calories: 444,
      protein: 69.3,
      carbs: 0,
      fat: 18.06,
      fiber: null,
      sugar: null,
      saturated_fat: 2.69,
      sodium_mg: 1143,
    });
    expect(records.some((r) => r.date === "2024-02-05")).toBe(false);
    expect(body(records[264]!)).toMatchObject({ date: "2024-09-15", calories: 1494.8 });
  });

  it("reads stackingrockss's five days", async () => {
    const { records } = await readImport(["cronometer/stackingrockss_dailysummary.csv"]);
    expect(records.map((r) => r.date)).toHaveLength(5);
    expect(body(records[0]!)).toMatchObject({ date: "2025-06-21", calories: 2706.83, protein: 214.61 });
    expect(body(records[4]!)).toMatchObject({ date: "2025-06-26", calories: 2690.08, sodium_mg: 3332.64 });
  });

  it("warns when an import holds both the servings and the daily summary", async () => {
    const both = await readImport([
      "cronometer/stackingrockss_servings.csv",
      "cronometer/stackingrockss_dailysummary.csv",
    ]);
    expect(cronometerOverlap(both.outcomes)).toBe(SUMMARY_WITH_SERVINGS);
    const one = await readImport(["cronometer/stackingrockss_dailysummary.csv", "cronometer/dhjelmar_biometrics.csv"]);
    expect(cronometerOverlap(one.outcomes)).toBeNull();
  });
});

describe.skipIf(!importsAvailable)("Cronometer biometrics.csv and fasts.csv", () => {
  it("reads dhjelmar's glucose, heart rate and sleep; insulin is named as not imported", async () => {
    const { outcomes, of, records, preview } = await readImport(["cronometer/dhjelmar_biometrics.csv"]);
    expect(outcomes[0]).toMatchObject({ source: "cronometer", fileKind: BIOMETRICS });
    // 127 rows: 91 Blood Glucose mg/dL, 30 Insulin, 3 "Sleep (Garmin)" hours, 3 "Heart Rate (Garmin)" bpm
    expect(records).toHaveLength(97);
    expect(of("glucose")).toHaveLength(91);
    expect(of("sleep")).toHaveLength(3);
    expect(of("heart_rate")).toHaveLength(3);
    expect(Object.fromEntries(preview.skipped.map((s) => [s.reason, s.count]))).toEqual({
      [notImported("Insulin")]: 30,
    });
    // 2022-11-03,,Uncategorized,"Sleep (Garmin)",hours,8.46667
    expect(of("sleep")[0]).toEqual({
      kind: "sleep",
      date: "2022-11-03",
      unit: "hours",
      items: [
        {
          kind: "health_metric",
          body: { metric_type: "sleep", value: 8.46667, unit: "h", date: "2022-11-03", time: "12:00" },
        },
      ],
    });
    // 2022-11-03,12:00 AM,Uncategorized,"Heart Rate (Garmin)",bpm,63.0
    expect(body(of("heart_rate")[0]!)).toEqual({
      metric_type: "heart_rate",
      value: 63,
      unit: "bpm",
      date: "2022-11-03",
      time: "00:00",
    });
    // 2022-11-03,8:30 AM,Beetus,"Blood Glucose",mg/dL,258.0 and 2022-11-03,2:17 PM,...,220.0
    expect(body(of("glucose")[0]!)).toEqual({
      metric_type: "glucose",
      value: 258,
      unit: "mg/dL",
      date: "2022-11-03",
      time: "08:30",
    });
    expect(of("glucose").map((r) => body(r))).toContainEqual(
      expect.objectContaining({ value: 220, date: "2022-11-03", time: "14:17" }),
    );
    const glucose = preview.kinds.find((k) => k.kind === "glucose")!;
    expect(glucose.units).toEqual(["mg/dL"]);
    expect([glucose.first, glucose.last]).toEqual(["2022-11-03", "2022-11-09"]);
  });

  it("names fasts as not imported (maximumpeaches's header-only file)", async () => {
    const { outcomes, records } = await readImport(["cronometer/maximumpeaches_fasts.csv"]);
    expect(outcomes).toEqual([
      {
        name: "maximumpeaches_fasts.csv",
        source: "cronometer",
        fileKind: FASTS,
        notImported: FASTS_NOT_IMPORTED,
      },
    ]);
    expect(records).toHaveLength(0);
  });
});

describe("Cronometer edge cases", () => {
  it("reads weights in lbs and kg, blood pressure as one record of two readings, and refuses the rest", async () => {
    const text = [
      "Day,Time,Group,Metric,Unit,Amount",
      '2024-01-01,7:00 AM,Uncategorized,"Weight",lbs,158.5',
      '2024-01-02,,Uncategorized,"Weight (Withings)",kg,72.1',
      '2024-01-02,9:15 PM,Uncategorized,"Blood Pressure",mmHg,122/79',
      '2024-01-03,9:15 PM,Uncategorized,"Blood Pressure",mmHg,122',
      '2024-01-03,,Uncategorized,"Blood Glucose",mmol/L,5.4',
      '2024-01-03,,Uncategorized,"Heart Rate",bpm,400',
      '2024-01-03,,Uncategorized,"Body Fat",%,18.2',
      '2024-13-01,,Uncategorized,"Weight",lbs,158.5',
    ].join("\n");
    const { of, preview } = await readImport([memoryFile("biometrics.csv", text)]);
    expect(of("weight").map((r) => [body(r).value, body(r).unit, body(r).time])).toEqual([
      [158.5, "lbs", "07:00"],
      [72.1, "kg", "12:00"],
    ]);
    expect(of("blood_pressure")).toEqual([
      {
        kind: "blood_pressure",
        date: "2024-01-02",
        unit: "mmHg",
        items: [
          {
            kind: "health_metric",
            body: {
              metric_type: "blood_pressure_systolic",
              value: 122,
              unit: "mmHg",
              date: "2024-01-02",
              time: "21:15",
            },
          },
          {
            kind: "health_metric",
            body: {
              metric_type: "blood_pressure_diastolic",
              value: 79,
              unit: "mmHg",
              date: "2024-01-02",
              time: "21:15",
            },
          },
        ],
      },
    ]);
    expect(body(of("glucose")[0]!)).toMatchObject({ value: 5.4, unit: "mmol/L" });
    expect(skipped(preview.kinds, "blood_pressure")).toEqual({ [BAD_BLOOD_PRESSURE]: 1 });
    expect(skipped(preview.kinds, "heart_rate")).toEqual({
      "Heart rate values outside 20–250 bpm are not imported": 1,
    });
    expect(skipped(preview.kinds, "weight")).toEqual({ [NO_DATE]: 1 });
    expect(Object.fromEntries(preview.skipped.map((s) => [s.reason, s.count]))).toEqual({
      [notImported("Body Fat")]: 1,
    });
  });

  it("converts energy in kJ to kcal", async () => {
    const text = "Day,Group,Food Name,Amount,Energy (kJ),Protein (g)\n2024-05-01,Lunch,Soup,1.00 bowl,836.8,10\n";
    const { records } = await readImport([memoryFile("servings.csv", text)]);
    expect(records).toHaveLength(1);
    expect(records[0]!.unit).toBe("kJ");
    expect(body(records[0]!)).toMatchObject({ calories: 200, protein: 10, meal_type: "lunch", time: "12:30" });
  });
});

describe.skipIf(!importsAvailable)("every cronometer file's records", () => {
  it("are items the batch route accepts", async () => {
    const files = readdirSync(path.join(IMPORTS_DIR, "cronometer")).map((f) => `cronometer/${f}`);
    const { outcomes, records } = await readImport(files);
    expect(outcomes.filter((o) => o.error || !o.source)).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
    expect(refusedItems(records)).toEqual([]);
  });
});

describe("servings and daily summary picked together", () => {
  const outcome = (name: string, fileKind: string): FileOutcome => ({ name, source: "cronometer", fileKind });
  it("leaves the daily summary out with the reason, and keeps the servings", () => {
    const files = [
      { outcomes: [outcome("servings.csv", SERVINGS)], included: true },
      { outcomes: [outcome("dailysummary.csv", DAILY_SUMMARY)], included: true },
    ];
    leaveOutDailySummaries(files);
    expect(files.map((f) => f.included)).toEqual([true, false]);
    expect(files[1]!.outcomes[0]!.notImported).toBe(SUMMARY_WITH_SERVINGS);
  });
  it("keeps a daily summary picked alone", () => {
    const files = [{ outcomes: [outcome("dailysummary.csv", DAILY_SUMMARY)], included: true }];
    leaveOutDailySummaries(files);
    expect(files[0]!.included).toBe(true);
  });
});
