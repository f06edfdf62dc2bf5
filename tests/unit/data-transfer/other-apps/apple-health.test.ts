/**
 * The Apple Health importer on the real exports in realdata/imports/apple-health and on
 * small exports written here for what those files lack. Expected values were read from the
 * raw files (grep and python on the XML), never from the importer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UNKNOWN_FORMAT } from "@/lib/data-transfer/other-apps/read";
import { REPEATED, UNPAIRED } from "@/lib/data-transfer/other-apps/sources/apple-health/blood-pressure";
import { ECG_NOT_IMPORTED, ROUTE_NOT_IMPORTED } from "@/lib/data-transfer/other-apps/sources/apple-health/recognise";
import { FUTURE_DATE } from "@/lib/data-transfer/other-apps/time";
import type { ImportRecord, RecordKind } from "@/lib/data-transfer/other-apps/types";
import { writeAppleHealthExport } from "@/bench/fixtures/apple-health-export";
import { refusedItems } from "../../../support/batch-item-check";
import { diskFile, importsAvailable, memoryFile, readImport, type ReadResult } from "../../../support/import-fixture";

const real = describe.skipIf(!importsAvailable);
const dir = "apple-health/";

/** Every item as POST /api/batch would parse it with its kind's own schema. */
function expectStorable(records: ImportRecord[]): void {
  expect(refusedItems(records)).toEqual([]);
}

const bodies = (r: ReadResult, kind: RecordKind) => r.of(kind).map((rec) => rec.items.map((i) => i.body));
const one = (r: ReadResult, kind: RecordKind) => r.of(kind).map((rec) => rec.items[0]!.body);
const skipped = (r: ReadResult) => Object.fromEntries(r.preview.skipped.map((s) => [s.reason, s.count]));
const skippedOf = (r: ReadResult, kind: RecordKind) =>
  Object.fromEntries((r.preview.kinds.find((k) => k.kind === kind)?.skipped ?? []).map((s) => [s.reason, s.count]));
const counts = (r: ReadResult) => Object.fromEntries(r.preview.kinds.map((k) => [k.kind, k.records]));

real("rgosdin_export.xml (v8 DTD, one iPhone, -0400)", () => {
  it("sums the steps per local day and refuses the record dated 2030", async () => {
    const r = await readImport([`${dir}rgosdin_export.xml`]);
    expect(r.outcomes).toEqual([
      { name: "rgosdin_export.xml", source: "apple_health", fileKind: "Health data (export.xml)" },
    ]);
    expect(counts(r)).toEqual({ steps: 34, sleep: 3 });
    const steps = one(r, "steps");
    // 1588 StepCount records, one source; -0400 read in Amsterdam (+0200): 2019-05-15 .. 2019-06-17
    expect(steps[0]).toEqual({ date: "2019-05-15", steps: 7148 });
    expect(steps.find((s) => s.date === "2019-05-18")).toEqual({ date: "2019-05-18", steps: 23049 });
    expect(steps.at(-1)).toEqual({ date: "2019-06-17", steps: 185 });
    expect(steps.reduce((n, s) => n + (s.steps as number), 0)).toBe(359932);
    expect(skippedOf(r, "steps")).toEqual({ [FUTURE_DATE]: 1 });
    expectStorable(r.records);
  });

  it("dates the steps in the user's zone", async () => {
    const r = await readImport([`${dir}rgosdin_export.xml`], { timeZone: "America/New_York" });
    const steps = one(r, "steps");
    expect(steps).toHaveLength(35);
    expect(steps[0]).toEqual({ date: "2019-05-14", steps: 1970 });
    expect(steps.find((s) => s.date === "2019-05-18")).toEqual({ date: "2019-05-18", steps: 21263 });
    expect(steps.at(-1)).toEqual({ date: "2019-06-17", steps: 107 });
    expect(steps.reduce((n, s) => n + (s.steps as number), 0)).toBe(359932);
  });

  it("reads a night as hours asleep, or in bed when no sleep was recorded, dated by its end", async () => {
    const r = await readImport([`${dir}rgosdin_export.xml`]);
    // Clock in bed 08:13:44-09:00:43 -0400; Health asleep 22:21-08:21 -0400 (Clock in bed 18 min
    // that morning too); Clock in bed 07:49:48-09:11:13 -0400
    expect(one(r, "sleep")).toEqual([
      { metric_type: "sleep", value: 0.78, unit: "h", date: "2019-06-15", time: "15:00", notes: "Time in bed" },
      { metric_type: "sleep", value: 10, unit: "h", date: "2019-06-16", time: "14:21" },
      { metric_type: "sleep", value: 1.36, unit: "h", date: "2019-06-17", time: "15:11", notes: "Time in bed" },
    ]);
  });

  it("names and counts what it leaves out", async () => {
    const r = await readImport([`${dir}rgosdin_export.xml`]);
    expect(skipped(r)).toEqual({
      "Distance walked or run is not imported": 1587,
      "Flights climbed are not imported": 170,
      "Falls are not imported": 1,
      "UV exposure is not imported": 1,
      "Mindful sessions are not imported": 1,
    });
  });
});

real("alxdrcirilo export.xml and export.zip (no DTD, +0200, macOS zip)", () => {
  it("reads heart rate and sleep, and names the rest", async () => {
    const r = await readImport([`${dir}alxdrcirilo_export.xml`]);
    expect(counts(r)).toEqual({ heart_rate: 2, sleep: 1 });
    // 2024-01-01 01:01:36 +0200 is 00:01 in Amsterdam (+0100 in January)
    expect(one(r, "heart_rate")).toEqual([
      { metric_type: "heart_rate", value: 74, unit: "bpm", date: "2024-01-01", time: "00:01" },
      { metric_type: "heart_rate", value: 75, unit: "bpm", date: "2024-01-01", time: "00:01" },
    ]);
    // iPhone in bed 85 s ending 23:56 on Dec 31 (Amsterdam), Watch core sleep 03:27:53-03:40:23
    // +0200 (750 s): one night, asleep 0.21 h
    expect(one(r, "sleep")).toEqual([
      { metric_type: "sleep", value: 0.21, unit: "h", date: "2024-01-01", time: "02:40" },
    ]);
    expect(skipped(r)).toEqual({
      "Active energy burned is not imported": 2,
      "Exercise time is not imported": 1,
      "Stand time is not imported": 1,
    });
    expectStorable(r.records);
  });

  it("reads the zip's apple_health_export/export.xml as the same records, ignoring __MACOSX and .DS_Store", async () => {
    const xml = await readImport([`${dir}alxdrcirilo_export.xml`]);
    const zip = await readImport([`${dir}alxdrcirilo_export.zip`]);
    expect(zip.outcomes).toEqual([
      { name: "apple_health_export/export.xml", source: "apple_health", fileKind: "Health data (export.xml)" },
    ]);
    expect(zip.records).toEqual(xml.records);
    expect(zip.preview).toEqual(xml.preview);
  });
});

real("dogsheep exports (no prolog, -0700, inline route and FileReference)", () => {
  it.each(["dogsheep_tests_export.xml", "dogsheep_zip_export.xml"])("%s: heart rate and a run", async (file) => {
    const r = await readImport([dir + file]);
    expect(counts(r)).toEqual({ heart_rate: 1, workouts: 1 });
    expect(one(r, "heart_rate")).toEqual([
      { metric_type: "heart_rate", value: 72, unit: "bpm", date: "2018-09-10", time: "11:28" },
    ]);
    // duration 5.19 min, 48.745 kcal, 0.497 mi, 2016-11-14 07:25:41 -0700
    expect(one(r, "workouts")).toEqual([
      {
        exercise_name: "Running",
        duration_minutes: 5,
        calories_burned: 49,
        exercise_type: "cardio",
        date: "2016-11-14",
        time: "15:25",
        notes: "Distance: 0.5 mi",
      },
    ]);
    expect(skipped(r)).toEqual({
      "Activity ring summaries are not imported": 2,
      "Body mass index is not imported": 1,
    });
    expectStorable(r.records);
  });
});

real("grll_mcp_export.xml (v14 DTD, semi-synthetic, every kind)", () => {
  it("reads each kind with its unit", async () => {
    const r = await readImport([`${dir}grll_mcp_export.xml`]);
    expect(counts(r)).toEqual({
      glucose: 2,
      weight: 2,
      heart_rate: 4,
      blood_pressure: 1,
      workouts: 2,
      oxygen_saturation: 1,
      steps: 1,
      sleep: 1,
    });
    expect(one(r, "glucose")).toEqual([
      { metric_type: "glucose", value: 4.59, unit: "mmol/L", date: "2024-01-09", time: "12:30" },
      { metric_type: "glucose", value: 5.23, unit: "mmol/L", date: "2024-01-09", time: "18:30" },
    ]);
    expect(one(r, "weight")).toEqual([
      { metric_type: "weight", value: 68.5, unit: "kg", date: "2023-12-03", time: "22:38" },
      { metric_type: "weight", value: 72, unit: "kg", date: "2023-12-04", time: "01:07" },
    ]);
    expect(one(r, "heart_rate").map((b) => [b.value, b.time, b.notes])).toEqual([
      [56, "19:20", undefined],
      [96, "19:42", undefined],
      [150, "19:59", undefined],
      [52, "00:00", "Resting"],
    ]);
    expect(bodies(r, "blood_pressure")).toEqual([
      [
        { metric_type: "blood_pressure_systolic", value: 136, unit: "mmHg", date: "2024-01-10", time: "11:30" },
        { metric_type: "blood_pressure_diastolic", value: 69, unit: "mmHg", date: "2024-01-10", time: "11:30" },
      ],
    ]);
    expect(one(r, "oxygen_saturation")).toEqual([
      { metric_type: "oxygen_saturation", value: 98, unit: "%", date: "2024-01-10", time: "10:00" },
    ]);
    expect(one(r, "steps")).toEqual([{ date: "2023-11-20", steps: 690 }]);
    // AutoSleep asleep 01:15-08:30 +0100 (in bed from 01:05): 7.25 h, ending 09:30 in Amsterdam
    expect(one(r, "sleep")).toEqual([
      { metric_type: "sleep", value: 7.25, unit: "h", date: "2020-07-08", time: "09:30" },
    ]);
    // energy in "Cal"; 88.23 and 28.81 min; 5.234 and 12.5 km
    expect(one(r, "workouts")).toEqual([
      {
        exercise_name: "Walking",
        duration_minutes: 88,
        calories_burned: 343,
        exercise_type: "cardio",
        date: "2020-05-27",
        time: "18:26",
        notes: "Distance: 5.23 km",
      },
      {
        exercise_name: "Cycling",
        duration_minutes: 29,
        calories_burned: 289,
        exercise_type: "cardio",
        date: "2020-05-28",
        time: "15:55",
        notes: "Distance: 12.5 km",
      },
    ]);
    expect(r.preview.kinds.find((k) => k.kind === "glucose")?.units).toEqual(["mmol/L"]);
    expectStorable(r.records);
  });

  it("names every type it leaves out", async () => {
    const r = await readImport([`${dir}grll_mcp_export.xml`]);
    expect(skipped(r)).toEqual({
      "Activity ring summaries are not imported": 3,
      "Body mass index is not imported": 2,
      "Active energy burned is not imported": 1,
      "Resting energy burned is not imported": 1,
      "Distance walked or run is not imported": 1,
      "Stand hours are not imported": 1,
      "Mindful sessions are not imported": 1,
      "Body fat percentage is not imported": 1,
      "Height is not imported": 1,
      "Cardio fitness (VO2 max) is not imported": 1,
      "Wrist temperature during sleep is not imported": 1,
      "Heart rate variability is not imported": 1,
      "Respiratory rate is not imported": 1,
    });
  });
});

real("export_cda.xml (HL7 clinical document)", () => {
  it("hardeepmann: 175 heart rates and 6 weights in lb, read past the early </ClinicalDocument>", async () => {
    const r = await readImport([`${dir}hardeepmann_export_cda.xml`]);
    expect(r.outcomes).toEqual([
      {
        name: "hardeepmann_export_cda.xml",
        source: "apple_health",
        fileKind: "Clinical document (export_cda.xml)",
      },
    ]);
    expect(counts(r)).toEqual({ weight: 6, heart_rate: 175 });
    // effectiveTime low 20210124135440-0500 ... 20230304203426-0500
    expect(one(r, "weight").map((b) => [b.value, b.unit, b.date, b.time])).toEqual([
      [132, "lbs", "2021-01-24", "19:54"],
      [141.4, "lbs", "2021-06-25", "04:28"],
      [138.3, "lbs", "2021-07-01", "19:20"],
      [139.2, "lbs", "2021-07-02", "16:02"],
      [137.899, "lbs", "2021-07-10", "17:25"],
      [143, "lbs", "2023-03-05", "02:34"],
    ]);
    const rates = one(r, "heart_rate");
    expect(Math.min(...rates.map((b) => b.value as number))).toBe(70);
    expect(Math.max(...rates.map((b) => b.value as number))).toBe(122);
    expect(rates[0]).toEqual({ metric_type: "heart_rate", value: 88, unit: "bpm", date: "2021-08-16", time: "22:00" });
    expect(r.preview.kinds.find((k) => k.kind === "heart_rate")).toMatchObject({
      first: "2021-08-16",
      last: "2023-03-05",
    });
    expect(skipped(r)).toEqual({
      "Height is not imported": 3,
      "Oral fluid input is not imported": 2,
      "Body mass index is not imported": 1,
    });
    expectStorable(r.records);
  });

  it("rgosdin: recognised, and holds nothing to import", async () => {
    const r = await readImport([`${dir}rgosdin_export_cda.xml`]);
    expect(r.outcomes[0]).toMatchObject({ source: "apple_health", fileKind: "Clinical document (export_cda.xml)" });
    expect(r.outcomes[0]!.error).toBeUndefined();
    expect(r.records).toHaveLength(0);
  });
});

real("files of the export that are not imported", () => {
  it("names the ECG and the workout route", async () => {
    const r = await readImport([`${dir}hardeepmann_ecg_2023-03-04.csv`, `${dir}dogsheep_route_2019-06-11_3.00pm.gpx`]);
    expect(r.outcomes).toEqual([
      {
        name: "hardeepmann_ecg_2023-03-04.csv",
        source: "apple_health",
        fileKind: "ECG recording",
        notImported: ECG_NOT_IMPORTED,
      },
      {
        name: "dogsheep_route_2019-06-11_3.00pm.gpx",
        source: "apple_health",
        fileKind: "Workout route",
        notImported: ROUTE_NOT_IMPORTED,
      },
    ]);
    expect(r.records).toHaveLength(0);
  });
});

// ── small exports for what the real files lack ─────────────────────────────

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="2024-02-01 09:00:00 +0100"/>\n';

function exportXml(...elements: string[]): string {
  return `${HEAD}${elements.join("\n")}\n</HealthData>\n`;
}

function rec(type: string, value: string, start: string, more: Record<string, string> = {}, children = ""): string {
  const attrs = Object.entries({ sourceName: "Phone", startDate: start, endDate: more.endDate ?? start, ...more })
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");
  const full = type.startsWith("HK") ? type : `HKQuantityTypeIdentifier${type}`;
  return `<Record type="${full}" value="${value}"${attrs}${children ? `>${children}</Record>` : "/>"}`;
}

const read = (...elements: string[]) => readImport([memoryFile("export.xml", exportXml(...elements), 97)]);

describe("measurements and their units", () => {
  it("keeps lb as lbs, turns g into kg, degF into F and 0.98 into 98 %", async () => {
    const r = await read(
      rec("BodyMass", "165.2", "2024-01-05 07:00:00 +0100", { unit: "lb" }),
      rec("BodyMass", "71500", "2024-01-06 07:00:00 +0100", { unit: "g" }),
      rec("BodyTemperature", "98.6", "2024-01-05 08:00:00 +0100", { unit: "degF" }),
      rec("BodyTemperature", "36.9", "2024-01-06 08:00:00 +0100", { unit: "degC" }),
      rec("BasalBodyTemperature", "36.4", "2024-01-07 06:30:00 +0100", { unit: "degC" }),
      rec("OxygenSaturation", "0.98", "2024-01-05 09:00:00 +0100", { unit: "%" }),
      rec("OxygenSaturation", "97", "2024-01-06 09:00:00 +0100", { unit: "%" }),
      rec("BloodGlucose", "104", "2024-01-05 10:00:00 +0100", { unit: "mg/dL" }),
    );
    expect(one(r, "weight").map((b) => [b.value, b.unit])).toEqual([
      [165.2, "lbs"],
      [71.5, "kg"],
    ]);
    expect(one(r, "body_temperature").map((b) => [b.value, b.unit, b.notes])).toEqual([
      [98.6, "F", undefined],
      [36.9, "C", undefined],
      [36.4, "C", "Basal"],
    ]);
    expect(one(r, "oxygen_saturation").map((b) => b.value)).toEqual([98, 97]);
    expect(one(r, "glucose").map((b) => [b.value, b.unit])).toEqual([[104, "mg/dL"]]);
    expect(r.preview.kinds.find((k) => k.kind === "weight")?.units).toEqual(["kg", "lbs"]);
    expectStorable(r.records);
  });

  it("leaves out values the server would refuse, an unknown unit and an unreadable date, with reasons", async () => {
    const r = await read(
      rec("HeartRate", "300", "2024-01-05 07:00:00 +0100", { unit: "count/min" }),
      rec("HeartRate", "61", "2024-01-05 07:01:00 +0100", { unit: "count/min" }),
      rec("HeartRate", "62", "yesterday", { unit: "count/min" }),
      rec("HeartRate", "63", "2030-01-05 07:01:00 +0100", { unit: "count/min" }),
      rec("HeartRate", "63", "1890-01-05 07:01:00 +0100", { unit: "count/min" }),
      rec("BodyMass", "70", "2024-01-05 07:00:00 +0100", { unit: "oz" }),
    );
    expect(one(r, "heart_rate").map((b) => b.value)).toEqual([61]);
    expect(skippedOf(r, "heart_rate")).toEqual({
      "Heart rate outside 20–250 bpm": 1,
      "No readable date": 1,
      "Dated in the future": 1,
      "Dated before 1900": 1,
    });
    expect(skippedOf(r, "weight")).toEqual({ "Weight in a unit vitalog does not know (oz)": 1 });
  });
});

describe("blood pressure, once", () => {
  const at = "2024-01-10 11:30:00 +0100";
  const correlation = (sys: string, dia: string, start = at) =>
    `<Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health" startDate="${start}" endDate="${start}">` +
    '<MetadataEntry key="HKWasUserEntered" value="1"/>' +
    rec("BloodPressureSystolic", sys, start, { unit: "mmHg" }) +
    rec("BloodPressureDiastolic", dia, start, { unit: "mmHg" }) +
    "</Correlation>";
  const loose = (sys: string, dia: string, start = at) => [
    rec("BloodPressureSystolic", sys, start, { unit: "mmHg" }),
    rec("BloodPressureDiastolic", dia, start, { unit: "mmHg" }),
  ];

  it("reads a correlation once, whether its top-level copies come before or after it", async () => {
    const before = await read(...loose("136", "69"), correlation("136", "69"));
    const after = await read(correlation("136", "69"), ...loose("136", "69"));
    for (const r of [before, after]) {
      expect(bodies(r, "blood_pressure")).toEqual([
        [
          { metric_type: "blood_pressure_systolic", value: 136, unit: "mmHg", date: "2024-01-10", time: "11:30" },
          { metric_type: "blood_pressure_diastolic", value: 69, unit: "mmHg", date: "2024-01-10", time: "11:30" },
        ],
      ]);
      expect(skippedOf(r, "blood_pressure")).toEqual({ [REPEATED]: 1 });
    }
  });

  it("pairs top-level values by time when there is no correlation, and names a lone value", async () => {
    const r = await read(
      rec("BloodPressureSystolic", "121", "2024-01-11 08:00:00 +0100", { unit: "mmHg" }),
      rec("BloodPressureSystolic", "128", "2024-01-12 08:00:00 +0100", { unit: "mmHg" }),
      rec("BloodPressureDiastolic", "79", "2024-01-11 08:00:00 +0100", { unit: "mmHg" }),
      rec("BloodPressureDiastolic", "84", "2024-01-12 08:00:00 +0100", { unit: "mmHg" }),
      rec("BloodPressureDiastolic", "77", "2024-01-13 08:00:00 +0100", { unit: "mmHg" }),
      correlation("140", "90", "2024-01-14 08:00:00 +0100"),
    );
    expect(bodies(r, "blood_pressure").map(([s, d]) => [s!.date, s!.value, d!.value])).toEqual([
      ["2024-01-14", 140, 90],
      ["2024-01-11", 121, 79],
      ["2024-01-12", 128, 84],
    ]);
    expect(skippedOf(r, "blood_pressure")).toEqual({ [UNPAIRED]: 1 });
    expectStorable(r.records);
  });

  it("refuses a reading whose systolic is not above its diastolic", async () => {
    const r = await read(correlation("70", "90"));
    expect(r.of("blood_pressure")).toHaveLength(0);
    expect(skippedOf(r, "blood_pressure")).toEqual({ "Systolic blood pressure must be higher than diastolic": 1 });
  });
});

describe("daily totals", () => {
  it("takes the larger source's steps when an iPhone and a Watch count the same day", async () => {
    const steps = (value: string, start: string, source: string) =>
      rec("StepCount", value, start, { unit: "count", sourceName: source });
    const r = await read(
      steps("1000", "2024-01-05 09:00:00 +0100", "iPhone"),
      steps("2500", "2024-01-05 12:00:00 +0100", "iPhone"),
      steps("900", "2024-01-05 09:00:00 +0100", "Watch"),
      steps("2000", "2024-01-05 12:00:00 +0100", "Watch"),
      steps("800", "2024-01-05 18:00:00 +0100", "Watch"),
      steps("300", "2024-01-06 10:00:00 +0100", "Watch"),
    );
    // iPhone 3500, Watch 3700 on the 5th; Watch alone on the 6th
    expect(one(r, "steps")).toEqual([
      { date: "2024-01-05", steps: 3700 },
      { date: "2024-01-06", steps: 300 },
    ]);
    expectStorable(r.records);
  });

  it("sums a day's dietary energy into one snack, kJ turned into kcal", async () => {
    const food = (value: string, unit: string, start: string) => rec("DietaryEnergyConsumed", value, start, { unit });
    const r = await read(
      food("420", "kcal", "2024-01-05 08:10:00 +0100"),
      food("2092", "kJ", "2024-01-05 19:45:00 +0100"),
      food("610.4", "Cal", "2024-01-05 13:00:00 +0100"),
      food("300", "kcal", "2024-01-06 12:00:00 +0100"),
    );
    // 420 + 500 + 610.4 = 1530.4
    expect(one(r, "food")).toEqual([
      {
        food_name: "Dietary energy (Apple Health)",
        calories: 1530,
        meal_type: "snack",
        date: "2024-01-05",
        time: "19:45",
      },
      {
        food_name: "Dietary energy (Apple Health)",
        calories: 300,
        meal_type: "snack",
        date: "2024-01-06",
        time: "12:00",
      },
    ]);
    expectStorable(r.records);
  });

  it("counts a night's asleep stages from the source that slept longest, awake left out", async () => {
    const sleep = (value: string, start: string, end: string, source: string) =>
      rec("HKCategoryTypeIdentifierSleepAnalysis", `HKCategoryValueSleepAnalysis${value}`, start, {
        endDate: end,
        sourceName: source,
      });
    const r = await read(
      sleep("InBed", "2024-01-04 23:00:00 +0100", "2024-01-05 07:30:00 +0100", "iPhone"),
      sleep("AsleepCore", "2024-01-04 23:30:00 +0100", "2024-01-05 02:00:00 +0100", "Watch"),
      sleep("Awake", "2024-01-05 02:00:00 +0100", "2024-01-05 02:30:00 +0100", "Watch"),
      sleep("AsleepDeep", "2024-01-05 02:30:00 +0100", "2024-01-05 04:00:00 +0100", "Watch"),
      sleep("AsleepREM", "2024-01-05 04:00:00 +0100", "2024-01-05 07:00:00 +0100", "Watch"),
      sleep("AsleepUnspecified", "2024-01-05 00:00:00 +0100", "2024-01-05 06:00:00 +0100", "AutoSleep"),
    );
    // Watch: 2.5 + 1.5 + 3 = 7 h asleep, more than AutoSleep's 6
    expect(one(r, "sleep")).toEqual([{ metric_type: "sleep", value: 7, unit: "h", date: "2024-01-05", time: "07:00" }]);
    expectStorable(r.records);
  });

  it("keeps the hours before midnight with their night, and a nap with its day", async () => {
    const asleep = (start: string, end: string) =>
      rec("HKCategoryTypeIdentifierSleepAnalysis", "HKCategoryValueSleepAnalysisAsleepCore", start, { endDate: end });
    const r = await read(
      asleep("2024-01-04 22:30:00 +0100", "2024-01-04 23:45:00 +0100"),
      asleep("2024-01-05 00:15:00 +0100", "2024-01-05 06:30:00 +0100"),
      asleep("2024-01-05 14:00:00 +0100", "2024-01-05 14:30:00 +0100"),
      asleep("2024-01-05 19:00:00 +0100", "2024-01-05 19:45:00 +0100"),
      asleep("2024-01-05 23:00:00 +0100", "2024-01-06 07:00:00 +0100"),
      asleep("2024-01-08 03:00:00 +0100", "2024-01-08 03:00:40 +0100"),
    );
    // 1.25 + 6.25 + 0.5 h end on the 5th; 0.75 h after 18:00 and 8 h end with the night of the 6th
    expect(one(r, "sleep").map((b) => [b.date, b.value, b.time])).toEqual([
      ["2024-01-05", 8, "14:30"],
      ["2024-01-06", 8.75, "07:00"],
    ]);
    expect(skippedOf(r, "sleep")).toEqual({ "Sleep of less than a minute": 1 });
  });
});

describe("workouts", () => {
  const workout = (attrs: string, children = "") =>
    `<Workout ${attrs} sourceName="Watch" startDate="2024-01-05 18:00:00 +0100" endDate="2024-01-05 18:45:30 +0100">${children}</Workout>`;

  it("names the activity, types it, and takes the energy from its statistics when the workout has none", async () => {
    const r = await read(
      workout(
        'workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" duration="45.5" durationUnit="min"',
        '<WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-01-05 18:00:00 +0100" endDate="2024-01-05 18:45:30 +0100" sum="1046" unit="kJ"/>',
      ),
      workout('workoutActivityType="HKWorkoutActivityTypeYoga"'),
      workout(
        'workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" duration="0.2" durationUnit="min"',
      ),
    );
    expect(one(r, "workouts")).toEqual([
      {
        exercise_name: "Traditional strength training",
        duration_minutes: 46,
        calories_burned: 250,
        exercise_type: "strength",
        date: "2024-01-05",
        time: "18:00",
      },
      // no duration attribute: from start to end, 45.5 min
      {
        exercise_name: "Yoga",
        duration_minutes: 46,
        exercise_type: "flexibility",
        date: "2024-01-05",
        time: "18:00",
      },
    ]);
    expect(skippedOf(r, "workouts")).toEqual({ "Workouts shorter than a minute": 1 });
    expectStorable(r.records);
  });
});

describe("files that are not an Apple export", () => {
  it("leaves other XML, CSV and GPX files to other importers", async () => {
    const r = await readImport([
      memoryFile("export.xml", '<?xml version="1.0"?><data><Record type="x"/></data>'),
      memoryFile("ecg_notes.csv", "Name,Value\nA,1\n"),
      memoryFile("ride.gpx", '<?xml version="1.0"?><gpx version="1.1" creator="Strava"><trk/></gpx>'),
      memoryFile("notes.xml", '<ClinicalDocument xmlns="urn:hl7-org:v3"><title>Discharge</title></ClinicalDocument>'),
    ]);
    expect(r.outcomes.map((o) => o.source)).not.toContain("apple_health");
    expect(r.outcomes.filter((o) => /\.(xml|gpx)$/.test(o.name)).map((o) => o.error)).toEqual([
      UNKNOWN_FORMAT,
      UNKNOWN_FORMAT,
      UNKNOWN_FORMAT,
    ]);
  });

  it("says an export.xml that is not well-formed is not, and reads nothing from it", async () => {
    // an attribute without quotes, before the first record
    const broken = `${HEAD}<Me HKCharacteristicTypeIdentifierDateOfBirth=1990-01-01/>\n${rec("HeartRate", "61", "2024-01-05 07:00:00 +0100", { unit: "count/min" })}\n</HealthData>\n`;
    const r = await readImport([memoryFile("export.xml", broken)]);
    expect(r.outcomes).toHaveLength(1);
    expect(r.outcomes[0]!.source).toBe("apple_health");
    expect(r.outcomes[0]!.error).toMatch(/^export\.xml is not well-formed XML \(.+\)\.$/);
    expect(r.records).toHaveLength(0);
  });
});

describe("the generated export of the memory check", () => {
  it("holds what the generator says it wrote", async () => {
    const tmp = mkdtempSync(path.join(tmpdir(), "apple-export-"));
    try {
      const file = path.join(tmp, "export.xml");
      const made = await writeAppleHealthExport(file, 5_000_000);
      expect(made.bytes).toBeGreaterThan(4_000_000);
      expect(made.bytes).toBeLessThan(6_000_000);
      const r = await readImport([diskFile(file, 64 * 1024)]);
      expect(r.outcomes[0]).toEqual({
        name: "export.xml",
        source: "apple_health",
        fileKind: "Health data (export.xml)",
      });
      expect(counts(r)).toEqual({
        heart_rate: made.heartRates,
        weight: made.weights,
        blood_pressure: made.bloodPressures,
        steps: made.days,
        sleep: made.sleepNights,
        workouts: made.workouts,
      });
      expect(one(r, "steps").reduce((n, s) => n + (s.steps as number), 0)).toBe(made.stepsTotal);
      const hours = one(r, "sleep").reduce((n, s) => n + (s.value as number), 0);
      expect(Math.round(hours * 100) / 100).toBe(made.sleepHours);
      expect(skippedOf(r, "blood_pressure")).toEqual({ [REPEATED]: made.bloodPressures });
      expect(skipped(r)).toEqual({
        "Distance walked or run is not imported": made.distanceRecords,
        "Active energy burned is not imported": made.activeEnergyRecords,
        "Resting energy burned is not imported": made.basalEnergyRecords,
        "Activity ring summaries are not imported": made.activitySummaries,
      });
      expect(one(r, "steps")[0]!.date).toBe(made.firstDate);
      expect(one(r, "steps").at(-1)!.date).toBe(made.lastDate);
      expectStorable(r.records);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
