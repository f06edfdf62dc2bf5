/**
 * Fitbit's account archive: every real file of ../shared/realdata/imports/fitbit read through
 * the streaming reader. The expected figures were read off the JSON files (jq and python), not
 * taken from the importer.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { UNKNOWN_FORMAT } from "@/lib/data-transfer/other-apps/read";
import {
  ACTIVE_MINUTES_NOT_IMPORTED,
  HEART_RATE_NOT_IMPORTED,
  HEIGHT_NOT_IMPORTED,
  VO2_MAX_NOT_IMPORTED,
  ZONES_NOT_IMPORTED,
} from "@/lib/data-transfer/other-apps/sources/fitbit";
import { NO_RESTING_RATE } from "@/lib/data-transfer/other-apps/sources/fitbit/body";
import { NAPS } from "@/lib/data-transfer/other-apps/sources/fitbit/sleep";
import { bodyOf, importsAvailable, memoryFile, readImport, reasonsOf } from "../../../support/import-fixture";
import { refusedItems } from "../../../support/batch-item-check";

describe.skipIf(!importsAvailable)("Fitbit archive (real files)", () => {
  it("weight-2015-05-17.json: 3 weights in lbs at the logged local time, BMI and fat left out", async () => {
    const r = await readImport(["fitbit/danlsn_weight-2015-05-17.json"]);
    expect(r.outcomes).toEqual([
      { name: "danlsn_weight-2015-05-17.json", source: "fitbit", fileKind: "Fitbit weight" },
    ]);
    expect(r.records.map((x) => [x.date, bodyOf(x)?.value, bodyOf(x)?.unit, bodyOf(x)?.time])).toEqual([
      ["2015-05-18", 191.8, "lbs", "23:59"],
      ["2015-05-20", 191.8, "lbs", "23:59"],
      ["2015-05-29", 195.1, "lbs", "23:59"],
    ]);
    expect(r.records.every((x) => x.kind === "weight" && x.unit === "lbs")).toBe(true);
    expect(reasonsOf(r.preview)).toEqual({
      "BMI is not imported (vitalog works it out from weight and height)": 3,
      "Body fat percentages are not imported": 1,
    });
  });

  it("weight-2017-07-05.json: 21 weights, the Aria's at 12:44, the app's at 23:59", async () => {
    const r = await readImport(["fitbit/danlsn_weight-2017-07-05.json"]);
    const weights = r.of("weight");
    expect(weights).toHaveLength(21);
    expect(bodyOf(weights[0])).toEqual({
      metric_type: "weight",
      value: 193.9,
      unit: "lbs",
      date: "2017-07-05",
      time: "12:44",
    });
    expect(bodyOf(weights[1])).toMatchObject({ value: 189.1, date: "2017-07-05", time: "23:59" });
    expect(bodyOf(weights[20])).toMatchObject({ value: 181.2, date: "2017-08-02", time: "23:59" });
    const kind = r.preview.kinds.find((k) => k.kind === "weight");
    expect([kind?.first, kind?.last, kind?.units]).toEqual(["2017-07-05", "2017-08-02", ["lbs"]]);
    expect(reasonsOf(r.preview)["Body fat percentages are not imported"]).toBe(21);
  });

  it("resting_heart_rate-2019-05-16.json: all 365 days are Fitbit's 0.0 placeholders, none imported", async () => {
    const r = await readImport(["fitbit/danlsn_resting_heart_rate-2019-05-16.json"]);
    expect(r.outcomes[0]).toMatchObject({ source: "fitbit", fileKind: "Fitbit resting heart rate" });
    expect(r.records).toHaveLength(0);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "heart_rate"))).toEqual({ [NO_RESTING_RATE]: 365 });
  });

  it("steps-2017-11-02.json: per-minute counts in UTC summed per local day; days with none left out", async () => {
    // 356 minutes: 3 on 11/02 00:21-00:23 (0 steps), 7 on 11/07 06:53-06:59 UTC (1180 steps),
    // 346 on 11/29 17:00-23:38 UTC (0 steps; after 23:00 UTC it is 11/30 in Amsterdam)
    const amsterdam = await readImport(["fitbit/danlsn_steps-2017-11-02.json"]);
    expect(amsterdam.records.map(bodyOf)).toEqual([{ date: "2017-11-07", steps: 1180 }]);
    expect(reasonsOf(amsterdam.preview.kinds.find((k) => k.kind === "steps"))).toEqual({
      "Days without a step counted": 3,
    });
    const sydney = await readImport(["fitbit/danlsn_steps-2017-11-02.json"], { timeZone: "Australia/Sydney" });
    expect(sydney.records.map(bodyOf)).toEqual([{ date: "2017-11-07", steps: 1180 }]);
    expect(reasonsOf(sydney.preview.kinds.find((k) => k.kind === "steps"))).toEqual({
      "Days without a step counted": 2,
    });
  });

  it("exercise-0.json: 99 of 100 activities (a 7-second run left out), started in UTC", async () => {
    const r = await readImport(["fitbit/danlsn_exercise-0.json"]);
    const workouts = r.of("workouts");
    expect(workouts).toHaveLength(99);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "workouts"))).toEqual({
      "Workouts shorter than a minute": 1,
    });
    // first log: Walk, startTime "05/19/15 02:01:19" (UTC) = 04:01 in Amsterdam, 2998000 ms, 335 kcal
    expect(bodyOf(workouts[0])).toEqual({
      exercise_name: "Walk",
      duration_minutes: 50,
      exercise_type: "cardio",
      date: "2015-05-19",
      time: "04:01",
      calories_burned: 335,
      notes: "Distance: 2.88 km. Steps: 3919. Average heart rate: 95 bpm",
    });
    // last log: Walk "01/27/16 23:50:01" UTC is past midnight in Amsterdam
    expect(bodyOf(workouts[98])).toMatchObject({ exercise_name: "Walk", duration_minutes: 23, date: "2016-01-28" });
    const bodies = workouts.map(bodyOf);
    expect(bodies.reduce((n, b) => n + Number(b?.duration_minutes), 0)).toBe(3378);
    expect(bodies.reduce((n, b) => n + Number(b?.calories_burned), 0)).toBe(28448);
    const names: Record<string, number> = {};
    for (const b of bodies) names[String(b?.exercise_name)] = (names[String(b?.exercise_name)] ?? 0) + 1;
    expect(names).toEqual({ Workout: 42, Walk: 38, Run: 10, "Outdoor Bike": 6, Sport: 3 });
    expect(bodies.filter((b) => b?.exercise_type === "mixed")).toHaveLength(45);
  });

  it("exercise-0.json in Sydney: the same walk starts at 12:01", async () => {
    const r = await readImport(["fitbit/danlsn_exercise-0.json"], { timeZone: "Australia/Sydney" });
    expect(bodyOf(r.records[0])).toMatchObject({ date: "2015-05-19", time: "12:01" });
  });

  it("sleep-2018-01-01.json: 7 nights, hours asleep, at the local time each ended", async () => {
    const r = await readImport(["fitbit/danlsn_sleep-2018-01-01.json"]);
    expect(r.records.map((x) => [x.kind, x.date, bodyOf(x)?.value, bodyOf(x)?.time])).toEqual([
      ["sleep", "2018-01-31", 5.13, "09:03"],
      ["sleep", "2018-01-30", 6.32, "08:55"],
      ["sleep", "2018-01-29", 6.7, "09:24"],
      ["sleep", "2018-01-27", 6.72, "08:52"],
      ["sleep", "2018-01-26", 6.27, "09:35"],
      ["sleep", "2018-01-25", 7.72, "09:13"],
      ["sleep", "2018-01-24", 5.9, "08:04"],
    ]);
    expect(bodyOf(r.records[0])).toMatchObject({ metric_type: "sleep", unit: "h" });
  });

  it("water_logs-0.json: one log of 200 MILLILITER", async () => {
    const r = await readImport(["fitbit/danlsn_water_logs-0.json"]);
    expect(r.records).toEqual([
      {
        kind: "water",
        date: "2015-05-18",
        unit: "ml",
        items: [{ kind: "water", body: { amount_ml: 200, date: "2015-05-18", time: "12:00" } }],
      },
    ]);
  });

  it("food_logs-0.json: 35 foods with their calories and meals", async () => {
    const r = await readImport(["fitbit/danlsn_food_logs-0.json"]);
    const foods = r.of("food").map(bodyOf);
    expect(foods).toHaveLength(35);
    expect(foods.reduce((n, b) => n + Number(b?.calories), 0)).toBe(7727);
    const meals: Record<string, number> = {};
    for (const b of foods) meals[String(b?.meal_type)] = (meals[String(b?.meal_type)] ?? 0) + 1;
    // mealTypeId 1: 9, 2: 3, 3: 10, 4: 4, 5: 6, 6: 3
    expect(meals).toEqual({ breakfast: 9, snack: 10, lunch: 10, dinner: 6 });
    expect(foods[0]).toEqual({
      food_name: "Whole Milk",
      calories: 143,
      meal_type: "breakfast",
      protein: 0,
      carbs: 0,
      fat: 0,
      date: "2015-05-22",
      time: "08:00",
      serving_size: "231 ml",
    });
    expect(foods[2]).toMatchObject({ food_name: "Just Right (Kellogg's)", calories: 160, serving_size: "1 serving" });
    expect(foods[3]).toMatchObject({
      food_name: "Snakes Alive (Allens)",
      meal_type: "snack",
      time: "21:00",
      date: "2015-05-21",
      serving_size: "2 snakes",
    });
    const kind = r.preview.kinds.find((k) => k.kind === "food");
    expect([kind?.first, kind?.last]).toEqual(["2015-05-19", "2015-05-22"]);
  });

  it.each([
    ["danlsn_heart_rate-2015-05-18.json", "Fitbit heart rate", "heart_rate", HEART_RATE_NOT_IMPORTED, 2888],
    ["danlsn_heart_rate-2018-05-21.json", "Fitbit heart rate", "heart_rate", HEART_RATE_NOT_IMPORTED, 12],
    ["danlsn_height-2015-05-17.json", "Fitbit height", null, HEIGHT_NOT_IMPORTED, 1],
    ["danlsn_demographic_vo2_max-2016-05-16.json", "Fitbit cardio fitness (VO2 max)", null, VO2_MAX_NOT_IMPORTED, 109],
    ["danlsn_time_in_heart_rate_zones-2015-05-18.json", "Fitbit time in heart rate zones", null, ZONES_NOT_IMPORTED, 1],
    ["danlsn_very_active_minutes-2015-05-17.json", "Fitbit very active minutes", null, ACTIVE_MINUTES_NOT_IMPORTED, 30],
  ])("%s is read, its entries counted as left out", async (file, fileKind, kind, reason, count) => {
    const r = await readImport([`fitbit/${file}`]);
    expect(r.outcomes).toEqual([{ name: file, source: "fitbit", fileKind }]);
    expect(r.records).toHaveLength(0);
    const skipped = kind ? r.preview.kinds.find((k) => k.kind === kind)?.skipped : r.preview.skipped;
    expect(skipped).toEqual([{ reason, count }]);
  });

  it("every record of every file is one the batch route accepts", async () => {
    const { readdirSync } = await import("node:fs");
    const { IMPORTS_DIR } = await import("../../../support/import-fixture");
    const files = readdirSync(`${IMPORTS_DIR}/fitbit`).map((n) => `fitbit/${n}`);
    const r = await readImport(files);
    expect(r.outcomes.filter((o) => o.error)).toEqual([]);
    expect(r.records.length).toBe(3 + 21 + 1 + 99 + 7 + 1 + 35);
    expect(refusedItems(r.records)).toEqual([]);
  });

  it("the whole folder as one zip: every file known, the records of each kind", async () => {
    const names = [
      "danlsn_weight-2015-05-17.json",
      "danlsn_weight-2017-07-05.json",
      "danlsn_sleep-2018-01-01.json",
      "danlsn_water_logs-0.json",
      "danlsn_heart_rate-2018-05-21.json",
    ];
    const { readFileSync } = await import("node:fs");
    const { IMPORTS_DIR } = await import("../../../support/import-fixture");
    const zip = zipSync(
      Object.fromEntries(names.map((n) => [`user-site-export/${n}`, readFileSync(`${IMPORTS_DIR}/fitbit/${n}`)])),
    );
    const r = await readImport([memoryFile("MyFitbitData.zip", zip, 4096)]);
    expect(r.outcomes.map((o) => o.fileKind)).toEqual([
      "Fitbit weight",
      "Fitbit weight",
      "Fitbit sleep",
      "Fitbit water logs",
      "Fitbit heart rate",
    ]);
    expect([r.of("weight").length, r.of("sleep").length, r.of("water").length]).toEqual([24, 7, 1]);
  });
});

/** A Fitbit JSON file in memory. */
const json = (name: string, value: unknown) => memoryFile(name, JSON.stringify(value, null, 1), 64);

describe("Fitbit archive (shapes the real files lack)", () => {
  it("a resting heart rate that was worked out: rounded bpm at noon of its day, noted Resting", async () => {
    const r = await readImport([
      json("resting_heart_rate-2019-05-16.json", [
        { dateTime: "05/16/19 00:00:00", value: { date: null, value: 0.0, error: 0.0 } },
        { dateTime: "05/17/19 00:00:00", value: { date: "05/17/19", value: 58.62, error: 6.4 } },
      ]),
    ]);
    expect(r.records.map(bodyOf)).toEqual([
      { metric_type: "heart_rate", value: 59, unit: "bpm", date: "2019-05-17", time: "12:00", notes: "Resting" },
    ]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "heart_rate"))).toEqual({ [NO_RESTING_RATE]: 1 });
  });

  it("a day's steps spread over two files of one zip add up to one total", async () => {
    // 23:30 UTC on 12/01 is 00:30 on 12/02 in Amsterdam: the day begins in the first file
    const zip = zipSync({
      "steps-2017-11-02.json": strToU8(JSON.stringify([{ dateTime: "12/01/17 23:30:00", value: "100" }])),
      "steps-2017-12-02.json": strToU8(
        JSON.stringify([
          { dateTime: "12/02/17 08:00:00", value: "250" },
          { dateTime: "12/02/17 08:01:00", value: "nope" },
        ]),
      ),
    });
    const r = await readImport([memoryFile("fitbit.zip", zip, 100)]);
    expect(r.records.map(bodyOf)).toEqual([{ date: "2017-12-02", steps: 350 }]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "steps"))).toEqual({
      "Step counts that are not numbers": 1,
    });
  });

  it("a day's water logs become one entry; fluid ounces in millilitres; unknown units named", async () => {
    const r = await readImport([
      json("water_logs-0.json", [
        { id: 1, date: "05/18/15", waterAmount: 200.0, measurementUnit: "MILLILITER" },
        { id: 2, date: "05/18/15", waterAmount: 200.0, measurementUnit: "MILLILITER" },
        { id: 3, date: "05/19/15", waterAmount: 8, measurementUnit: "FLUID_OUNCE" },
        { id: 4, date: "05/19/15", waterAmount: 2, measurementUnit: "BUCKET" },
      ]),
    ]);
    expect(r.records.map(bodyOf)).toEqual([
      { amount_ml: 400, date: "2015-05-18", time: "12:00" },
      { amount_ml: 237, date: "2015-05-19", time: "12:00" },
    ]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "water"))).toEqual({
      'Water logged in "bucket" (not a unit vitalog reads)': 1,
    });
  });

  it("naps are left out of sleep, and a weight dated after today is refused", async () => {
    const r = await readImport([
      json("sleep-2018-01-01.json", [
        { dateOfSleep: "2018-01-31", endTime: "2018-01-31T15:00:00.000", minutesAsleep: 40, mainSleep: false },
        { dateOfSleep: "2018-01-31", endTime: "2018-01-31T07:10:30.000", minutesAsleep: 420, mainSleep: true },
      ]),
      json("weight-2026-12-01.json", [{ logId: 1, weight: 160, bmi: 24, date: "12/01/26", time: "08:00:00" }]),
    ]);
    expect(r.records.map((x) => [x.kind, bodyOf(x)?.value, bodyOf(x)?.time])).toEqual([["sleep", 7, "07:10"]]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "sleep"))).toEqual({ [NAPS]: 1 });
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "weight"))).toEqual({ "Dated in the future": 1 });
  });

  it("needs both the name and the shape: a weight file of steps, or weights under another name, is unknown", async () => {
    const r = await readImport([
      json("weight-2017-07-05.json", [{ dateTime: "11/02/17 00:21:00", value: "0" }]),
      json("export.json", [{ logId: 1, weight: 160, bmi: 24, date: "05/18/15", time: "08:00:00" }]),
    ]);
    expect(r.outcomes.map((o) => o.error)).toEqual([UNKNOWN_FORMAT, UNKNOWN_FORMAT]);
    expect(r.records).toHaveLength(0);
  });

  it("an empty file of a known kind is known and brings nothing", async () => {
    const r = await readImport([json("exercise-3.json", [])]);
    expect(r.outcomes).toEqual([{ name: "exercise-3.json", source: "fitbit", fileKind: "Fitbit exercises" }]);
    expect(r.records).toHaveLength(0);
  });
});
