/**
 * The column-mapped CSV: files written here, read through the real streaming reader with the
 * mapping the preview's screen would send.
 */
import { describe, expect, it } from "vitest";
import { exerciseCreateSchema } from "@/lib/exercise/schema";
import { foodEntryCreateSchema } from "@/lib/food/schema";
import { metricCreateSchema } from "@/lib/health/schema";
import { metricTypeOf } from "@/lib/data-transfer/other-apps/sources/csv/metrics";
import { NO_DATE_COLUMN, NO_HEADER, NOT_COMMAS, suggestMapping } from "@/lib/data-transfer/other-apps/sources/csv";
import type { CsvMapping, ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { memoryFile, readImport } from "../../../support/import-fixture";

type Result = Awaited<ReturnType<typeof readImport>>;

const bodies = (records: ImportRecord[]) => records.flatMap((r) => r.items.map((i) => i.body));

function skipped(result: Result, kind: string | null, reason: string): number | undefined {
  const list = kind === null ? result.preview.skipped : result.preview.kinds.find((k) => k.kind === kind)?.skipped;
  return list?.find((s) => s.reason === reason)?.count;
}

const LONG: CsvMapping = {
  target: "health_metric",
  columns: { date: "Date", time: "Time", kind: "Type", value: "Value", unit: "Unit" },
};

const MEASUREMENTS = [
  "Date,Time,Type,Value,Unit,Comment",
  "2024-03-01,07:30,Weight,72.5,kg,after run",
  "2024-03-01,07:31,Heart rate,61,bpm,",
  "2024-03-02,7:28 AM,weight,160.2,lbs,",
  "2024-03-02,07:29,Pulse,58,,",
  "2024-03-03,,Weight,72.1 kg,,no unit column value",
  "2024-03-03,08:00,Steps,5000,,",
  "2024-03-04,08:00,Weight,900,kg,typo",
  "2024-03-05,08:00,Weight,70,,which unit?",
  "2024-03-06,08:00,Systolic,120,mmHg,",
  "2024-03-06,08:00,Diastolic,80,mmHg,",
  "2024-03-07,08:00,Systolic,130,mmHg,no diastolic",
  "2024-03-08,08:00,SpO2,0.97,,",
  '2024-03-09,08:00,Temperature,"37,2",°C,',
  "2099-01-01,08:00,Weight,70,kg,",
  "",
].join("\r\n");

describe("a mapped CSV of measurements", () => {
  it("reads weights, heart rates, a blood pressure pair, and says what it leaves out", async () => {
    const result = await readImport([memoryFile("measurements.csv", MEASUREMENTS)], { mapping: LONG });
    expect(result.outcomes).toEqual([{ name: "measurements.csv", source: "csv", fileKind: "CSV (columns to map)" }]);
    expect(bodies(result.of("weight"))).toEqual([
      { metric_type: "weight", value: 72.5, unit: "kg", date: "2024-03-01", time: "07:30" },
      { metric_type: "weight", value: 160.2, unit: "lbs", date: "2024-03-02", time: "07:28" },
      { metric_type: "weight", value: 72.1, unit: "kg", date: "2024-03-03", time: "00:00" },
    ]);
    expect(bodies(result.of("heart_rate"))).toEqual([
      { metric_type: "heart_rate", value: 61, unit: "bpm", date: "2024-03-01", time: "07:31" },
      { metric_type: "heart_rate", value: 58, unit: "bpm", date: "2024-03-02", time: "07:29" },
    ]);
    const pressures = result.of("blood_pressure");
    expect(pressures).toHaveLength(1);
    expect(bodies(pressures)).toEqual([
      { metric_type: "blood_pressure_systolic", value: 120, unit: "mmHg", date: "2024-03-06", time: "08:00" },
      { metric_type: "blood_pressure_diastolic", value: 80, unit: "mmHg", date: "2024-03-06", time: "08:00" },
    ]);
    expect(bodies(result.of("oxygen_saturation"))).toEqual([
      { metric_type: "oxygen_saturation", value: 97, unit: "%", date: "2024-03-08", time: "08:00" },
    ]);
    expect(bodies(result.of("body_temperature"))).toEqual([
      { metric_type: "body_temperature", value: 37.2, unit: "C", date: "2024-03-09", time: "08:00" },
    ]);
    expect(result.preview.kinds.find((k) => k.kind === "weight")?.units).toEqual(["kg", "lbs"]);

    expect(skipped(result, null, '"Steps" is not a measurement vitalog knows')).toBe(1);
    expect(skipped(result, "weight", "Weight values outside the plausible range are not imported")).toBe(1);
    expect(skipped(result, "weight", "Weight values without a unit: choose the unit in the column mapping")).toBe(1);
    expect(
      skipped(
        result,
        "blood_pressure",
        "Systolic or diastolic values without the other half at the same date and time",
      ),
    ).toBe(1);
    expect(skipped(result, null, "Dated in the future")).toBe(1);
    expect(result.preview.facts.column).toEqual(["Date", "Time", "Type", "Value", "Unit", "Comment"]);
    for (const body of bodies(result.records)) expect(metricCreateSchema.safeParse(body).error?.issues).toBeUndefined();
  });

  it("reads nothing without a mapping, and says what to choose", async () => {
    const result = await readImport([memoryFile("measurements.csv", MEASUREMENTS)]);
    expect(result.outcomes[0]).toMatchObject({ source: "csv" });
    expect(result.records).toHaveLength(0);
    // 14 data rows, the blank last line is none
    expect(result.preview.skipped).toEqual([
      { reason: "Choose which columns hold the date, the kind and the value", count: 14 },
    ]);
    expect(result.preview.facts.column).toEqual(["Date", "Time", "Type", "Value", "Unit", "Comment"]);
  });

  it("names a mapped column the file does not have", async () => {
    const mapping: CsvMapping = { ...LONG, columns: { ...LONG.columns, value: "Reading" } };
    const result = await readImport([memoryFile("measurements.csv", MEASUREMENTS)], { mapping });
    expect(result.records).toHaveLength(0);
    expect(result.preview.skipped).toEqual([
      { reason: 'The column "Reading" chosen in the mapping is not in this file', count: 14 },
    ]);
  });
});

describe("dates of a CSV", () => {
  const wide = (rows: string[]) => ["Date,Weight (kg)", ...rows].join("\n");
  const mapping = suggestMapping(["Date", "Weight (kg)"])!;

  it("reads day-first dates when a day above 12 says so", async () => {
    const result = await readImport([memoryFile("w.csv", wide(["03/04/2024,70", "15/04/2024,71"]))], { mapping });
    expect(result.records.map((r) => r.date)).toEqual(["2024-04-03", "2024-04-15"]);
  });

  it("reads month-first dates when a second number above 12 says so", async () => {
    const result = await readImport([memoryFile("w.csv", wide(["03/04/2024,70", "04/15/2024,71"]))], { mapping });
    expect(result.records.map((r) => r.date)).toEqual(["2024-03-04", "2024-04-15"]);
  });

  it("reads undecided slashes month-first and dots day-first", async () => {
    const slash = await readImport([memoryFile("w.csv", wide(["03/04/2024,70"]))], { mapping });
    expect(slash.records.map((r) => r.date)).toEqual(["2024-03-04"]);
    const dots = await readImport([memoryFile("w.csv", wide(["03.04.2024,70"]))], { mapping });
    expect(dots.records.map((r) => r.date)).toEqual(["2024-04-03"]);
  });

  it("keeps the instant of a time with an offset, in the user's zone", async () => {
    const result = await readImport([memoryFile("w.csv", wide(["2024-03-01T23:30:00Z,70", "Mar 5 2024 8:15 PM,71"]))], {
      mapping,
    });
    expect(bodies(result.records)).toEqual([
      { metric_type: "weight", value: 70, unit: "kg", date: "2024-03-02", time: "00:30" },
      { metric_type: "weight", value: 71, unit: "kg", date: "2024-03-05", time: "20:15" },
    ]);
  });
});

describe("files the CSV importer cannot map", () => {
  it("says a CSV without a column of dates cannot be placed on a day, and reads nothing", async () => {
    const result = await readImport([memoryFile("people.csv", "Name,Weight\nBob,70\nAnn,61\n")], { mapping: LONG });
    expect(result.outcomes).toEqual([
      { name: "people.csv", source: "csv", fileKind: "CSV (columns to map)", notImported: NO_DATE_COLUMN },
    ]);
    expect(NO_DATE_COLUMN).toBe("This CSV has no column of dates, so its rows cannot be placed on a day.");
    expect(result.records).toHaveLength(0);
  });

  it("says a column named Date whose cells are no dates is no column of dates", async () => {
    const result = await readImport([memoryFile("odd.csv", "Date,Value\nyesterday,3\ntoday,4\n")]);
    expect(result.outcomes[0]!.notImported).toBe(NO_DATE_COLUMN);
  });

  it("says a file without a header row cannot be mapped", async () => {
    const result = await readImport([memoryFile("raw.csv", "2024-01-01,70\n2024-01-02,71\n")]);
    expect(result.outcomes[0]!.notImported).toBe(NO_HEADER);
  });

  it("says semicolons are not commas", async () => {
    const result = await readImport([memoryFile("eu.csv", "Datum;Gewicht\n01.02.2024;70,5\n")]);
    expect(result.outcomes[0]!.notImported).toBe(NOT_COMMAS);
  });
});

describe("a mapped CSV of food and of exercise", () => {
  it("makes food entries of names and calories, the meal from the time", async () => {
    const text =
      "Date,Time,Food,Calories\n2024-05-01,08:10,Porridge,310\n2024-05-01,,Apple,95\n2024-05-02,19:30,Pasta,lots\n2024-05-03,,Dinners,700\n";
    const mapping = suggestMapping(["Date", "Time", "Food", "Calories"])!;
    expect(mapping).toEqual({
      target: "food_entry",
      columns: { date: "Date", time: "Time", kind: "Food", value: "Calories", unit: null, fixed_unit: null },
    });
    const result = await readImport([memoryFile("food.csv", text)], { mapping });
    expect(bodies(result.of("food"))).toEqual([
      { food_name: "Porridge", calories: 310, meal_type: "breakfast", date: "2024-05-01", time: "08:10" },
      { food_name: "Apple", calories: 95, meal_type: "snack", date: "2024-05-01", time: "00:00" },
      // a daily summary by meal names the meal
      { food_name: "Dinners", calories: 700, meal_type: "dinner", date: "2024-05-03", time: "00:00" },
    ]);
    expect(skipped(result, "food", "Rows without calories")).toBe(1);
    for (const body of bodies(result.records))
      expect(foodEntryCreateSchema.safeParse(body).error?.issues).toBeUndefined();
  });

  it("makes exercises of names and minutes", async () => {
    const text = "Date,Activity,Duration (min)\n2024-05-01,Run,32.4\n2024-05-02,Swim,1:15\n2024-05-03,Nap,0\n";
    const mapping = suggestMapping(["Date", "Activity", "Duration (min)"])!;
    expect(mapping.target).toBe("exercise");
    const result = await readImport([memoryFile("ex.csv", text)], { mapping });
    expect(bodies(result.of("workouts"))).toEqual([
      { exercise_name: "Run", duration_minutes: 32, date: "2024-05-01" },
      { exercise_name: "Swim", duration_minutes: 75, date: "2024-05-02" },
    ]);
    expect(skipped(result, "workouts", "Exercises shorter than a minute or longer than a day are not imported")).toBe(
      1,
    );
    for (const body of bodies(result.records))
      expect(exerciseCreateSchema.safeParse(body).error?.issues).toBeUndefined();
  });

  it("pairs a wide file's systolic and diastolic columns into one blood pressure", async () => {
    const headers = ["Date", "Systolic", "Diastolic", "Pulse"];
    const mapping = suggestMapping(headers)!;
    expect(mapping.columns).toMatchObject({ value: "Systolic", fixed_kind: "blood_pressure_systolic" });
    const text = `${headers.join(",")}\n2024-06-01 07:00,128,84,66\n2024-06-02 07:05,,,70\n`;
    const result = await readImport([memoryFile("bp.csv", text)], { mapping });
    expect(result.records).toHaveLength(1);
    expect(bodies(result.records)).toEqual([
      { metric_type: "blood_pressure_systolic", value: 128, unit: "mmHg", date: "2024-06-01", time: "07:00" },
      { metric_type: "blood_pressure_diastolic", value: 84, unit: "mmHg", date: "2024-06-01", time: "07:00" },
    ]);
    expect(skipped(result, "blood_pressure", "Rows without a value")).toBe(1);
  });
});

describe("kinds of measurement", () => {
  it.each([
    ["weight", "weight"],
    ["Weight (kg)", "weight"],
    ["Body Mass", "weight"],
    ["heart_rate", "heart_rate"],
    ["Pulse", "heart_rate"],
    ["Blood sugar", "glucose"],
    ["blood_pressure_systolic", "blood_pressure_systolic"],
    ["blood_pressure_diastolic", "blood_pressure_diastolic"],
    ["BP", "blood_pressure"],
    ["body_temperature", "body_temperature"],
    ["Temperature (°F)", "body_temperature"],
    ["oxygen_saturation", "oxygen_saturation"],
    ["SpO2", "oxygen_saturation"],
    ["sleep hours", "sleep"],
    ["Steps", null],
  ])("%s is %s", (name, type) => expect(metricTypeOf(name)).toBe(type));
});

describe("suggestMapping", () => {
  it("prefers a food name to a generic kind, and calories to a generic amount", () => {
    expect(suggestMapping(["Day", "Time", "Group", "Food Name", "Amount", "Energy (kcal)", "Category"])).toEqual({
      target: "food_entry",
      columns: { date: "Day", time: "Time", kind: "Food Name", value: "Energy (kcal)", unit: null, fixed_unit: "kcal" },
    });
  });

  it("guesses a long file's columns", () => {
    expect(suggestMapping(["Date", "Time", "Type", "Value", "Unit", "Comment"])).toEqual({
      target: "health_metric",
      columns: { date: "Date", time: "Time", kind: "Type", value: "Value", unit: "Unit", fixed_unit: null },
    });
  });

  it("takes a wide file's first measurement, its unit from the header", () => {
    expect(suggestMapping(["Day", "Notes", "Weight (lbs)", "Body fat"])).toEqual({
      target: "health_metric",
      columns: {
        date: "Day",
        time: null,
        kind: null,
        fixed_kind: "weight",
        value: "Weight (lbs)",
        unit: null,
        fixed_unit: "lbs",
      },
    });
  });

  it("gives up without a date column or anything to read", () => {
    expect(suggestMapping(["Name", "Value"])).toBeNull();
    expect(suggestMapping(["Date", "Comment"])).toBeNull();
  });
});
