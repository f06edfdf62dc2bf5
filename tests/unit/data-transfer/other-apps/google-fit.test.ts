/**
 * Google Fit's "Daily activity metrics.csv": both real files of ../shared/realdata/imports/
 * google-fit, whose columns differ in set and order. Expected figures were read off the CSV
 * files with python (csv.DictReader), not taken from the importer.
 */
import { describe, expect, it } from "vitest";
import { PER_DAY_NOT_IMPORTED } from "@/lib/data-transfer/other-apps/sources/google-fit";
import {
  bodyOf,
  countBy,
  importsAvailable,
  memoryFile,
  readImport,
  reasonsOf,
  sumOf,
} from "../../../support/import-fixture";
import { refusedItems } from "../../../support/batch-item-check";

const OTHER_REASONS = {
  moves: "Move Minutes and Heart Points are not imported",
  calories: "A day's calories burned are not imported",
  distance: "Distance is not imported",
  locations: "Locations are not imported",
  speeds: "Speeds are not imported",
};

describe.skipIf(!importsAvailable)("Google Fit daily activity metrics (real files)", () => {
  it("KhaingSuThway: 401 days, 26 columns", async () => {
    const r = await readImport(["google-fit/KhaingSuThway_Daily_activity_metrics.csv"]);
    expect(r.outcomes).toEqual([
      {
        name: "KhaingSuThway_Daily_activity_metrics.csv",
        source: "google_fit",
        fileKind: "Google Fit daily activity metrics",
      },
    ]);

    const steps = r.of("steps");
    expect(steps).toHaveLength(382);
    expect(sumOf(steps, "steps")).toBe(961435);
    expect(bodyOf(steps[0])).toEqual({ date: "2022-07-15", steps: 981 });
    expect(bodyOf(steps[381])).toEqual({ date: "2023-08-01", steps: 117 });

    // "Average weight (kg)" 64.41011810302734 on 2022-07-14, 12 days in all
    const weights = r.of("weight");
    expect(weights.map((w) => [w.date, bodyOf(w)?.value])).toEqual([
      ["2022-07-14", 64.41],
      ["2022-07-16", 63.5],
      ["2022-07-18", 64.23],
      ["2022-07-19", 63.41],
      ["2022-09-30", 62.25],
      ["2022-10-01", 63.2],
      ["2022-12-06", 63.5],
      ["2023-01-26", 58.97],
      ["2023-02-14", 66.22],
      ["2023-03-22", 63.93],
      ["2023-03-30", 64.8],
      ["2023-04-11", 63.8],
    ]);
    expect(bodyOf(weights[0])).toEqual({
      metric_type: "weight",
      value: 64.41,
      unit: "kg",
      date: "2022-07-14",
      time: "12:00",
      notes: "Daily average",
    });

    // "Average heart rate (bpm)" 89.63898305084746 on 2022-12-29, 58 days
    const hearts = r.of("heart_rate");
    expect(hearts).toHaveLength(58);
    expect(bodyOf(hearts[0])).toEqual({
      metric_type: "heart_rate",
      value: 90,
      unit: "bpm",
      date: "2022-12-29",
      time: "12:00",
      notes: "Daily average",
    });
    expect(sumOf(hearts, "value")).toBe(4924);

    // one exercise per day and "<Activity> duration (ms)" column of at least a minute
    const workouts = r.of("workouts");
    expect(workouts).toHaveLength(369);
    expect(countBy(workouts, "exercise_name")).toEqual({
      Walking: 276,
      Calisthenics: 49,
      Other: 31,
      Running: 9,
      Biking: 4,
    });
    expect(sumOf(workouts, "duration_minutes")).toBe(12999);
    // 685770 ms of Calisthenics on the first day
    expect(bodyOf(workouts[0])).toEqual({
      exercise_name: "Calisthenics",
      duration_minutes: 11,
      exercise_type: "strength",
      date: "2021-10-19",
    });
    expect(countBy(workouts, "exercise_type")).toEqual({ cardio: 289, strength: 49, mixed: 31 });

    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "workouts"))).toEqual({
      "Activities shorter than a minute": 9,
      "Inactive time is not imported": 2,
    });
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "heart_rate"))).toEqual({
      "A day's highest and lowest heart rates are not imported, its average is": 58,
    });
    expect(reasonsOf(r.preview)).toEqual({
      [OTHER_REASONS.moves]: 325,
      [OTHER_REASONS.calories]: 400,
      [OTHER_REASONS.distance]: 341,
      [OTHER_REASONS.locations]: 98,
      [OTHER_REASONS.speeds]: 338,
    });
  });

  it("kaustubhgupta: 1053 days, 28 columns in another order, other activities", async () => {
    const r = await readImport(["google-fit/kaustubhgupta_Daily_activity_metrics.csv"]);
    expect(r.outcomes[0]).toMatchObject({ source: "google_fit", fileKind: "Google Fit daily activity metrics" });

    const steps = r.of("steps");
    expect(steps).toHaveLength(1029);
    expect(sumOf(steps, "steps")).toBe(3479908);
    expect(bodyOf(steps[0])).toEqual({ date: "2018-04-03", steps: 1627 });

    const weights = r.of("weight");
    expect(weights).toHaveLength(21);
    expect([weights[0]?.date, bodyOf(weights[0])?.value]).toEqual(["2018-03-19", 72]);
    expect([weights[11]?.date, bodyOf(weights[11])?.value]).toEqual(["2018-08-26", 70.5]);
    expect([weights[20]?.date, bodyOf(weights[20])?.value]).toEqual(["2020-03-04", 68.5]);

    const hearts = r.of("heart_rate");
    expect(hearts.map((h) => [h.date, bodyOf(h)?.value]).slice(0, 3)).toEqual([
      ["2020-04-14", 91],
      ["2020-04-15", 84],
      ["2020-04-16", 95],
    ]);
    expect(hearts).toHaveLength(7);
    expect(sumOf(hearts, "value")).toBe(672);

    const workouts = r.of("workouts");
    expect(workouts).toHaveLength(1114);
    expect(countBy(workouts, "exercise_name")).toEqual({
      Walking: 974,
      Running: 87,
      Cycling: 45,
      "Treadmill running": 3,
      Pilates: 2,
      "Treadmill walking": 2,
      Yoga: 1,
    });
    expect(sumOf(workouts, "duration_minutes")).toBe(43577);
    expect(bodyOf(workouts[0])).toEqual({
      exercise_name: "Walking",
      duration_minutes: 21,
      exercise_type: "cardio",
      date: "2018-04-03",
    });
    expect(countBy(workouts, "exercise_type")).toEqual({ cardio: 1111, flexibility: 3 });
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "workouts"))).toEqual({
      "Activities shorter than a minute": 11,
      "Inactive time is not imported": 998,
    });
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "weight"))).toEqual({
      "A day's highest and lowest weights are not imported, its average is": 21,
    });
    expect(reasonsOf(r.preview)).toEqual({
      [OTHER_REASONS.moves]: 969,
      [OTHER_REASONS.calories]: 1051,
      [OTHER_REASONS.distance]: 992,
      [OTHER_REASONS.locations]: 399,
      [OTHER_REASONS.speeds]: 999,
    });
  });
  it("every record is one the batch route accepts", async () => {
    const r = await readImport([
      "google-fit/KhaingSuThway_Daily_activity_metrics.csv",
      "google-fit/kaustubhgupta_Daily_activity_metrics.csv",
    ]);
    expect(refusedItems(r.records)).toEqual([]);
  });
});

describe("Google Fit (shapes the real files lack)", () => {
  it("reads the columns a file has, names the ones it does not know, refuses bad dates", async () => {
    const csv = [
      "Step count,Floors climbed,Date,Swimming duration (ms),Average weight (kg)",
      "0,3,2024-01-01,,",
      "4200,,2024-01-02,1800000,80.004",
      "5000,,2030-01-01,,",
      "5000,,01/03/2024,,",
      "",
    ].join("\n");
    const r = await readImport([memoryFile("Daily activity metrics.csv", csv)]);
    expect(r.records.map((x) => [x.kind, bodyOf(x)])).toEqual([
      ["steps", { date: "2024-01-02", steps: 4200 }],
      [
        "weight",
        { metric_type: "weight", value: 80, unit: "kg", date: "2024-01-02", time: "12:00", notes: "Daily average" },
      ],
      ["workouts", { exercise_name: "Swimming", duration_minutes: 30, exercise_type: "cardio", date: "2024-01-02" }],
    ]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "steps"))).toEqual({ "Days without a step counted": 1 });
    expect(reasonsOf(r.preview)).toEqual({
      "Floors climbed is not imported": 1,
      "Dated in the future": 1,
      "Records without a readable date": 1,
    });
  });

  it("names the per-day files of the Takeout folder as not imported", async () => {
    const csv =
      "Start time,End time,Move Minutes count,Calories (kcal),Step count\n00:00:00.000+01:00,00:15:00.000+01:00,,1.2,\n";
    const r = await readImport([memoryFile("2021-10-19.csv", csv)]);
    expect(r.outcomes).toEqual([
      {
        name: "2021-10-19.csv",
        source: "google_fit",
        fileKind: "Google Fit activity of one day",
        notImported: PER_DAY_NOT_IMPORTED,
      },
    ]);
  });
});
