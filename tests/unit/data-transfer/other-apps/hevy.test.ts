/**
 * Hevy's workouts.csv: the real file of ../shared/realdata/imports/other (one row per set,
 * 2113 sets of 141 workouts). Expected figures were read off the CSV with python (grouping
 * rows by "Workout ID", zoneinfo for Amsterdam), not taken from the importer.
 */
import { describe, expect, it } from "vitest";
import { bodyOf, importsAvailable, memoryFile, readImport } from "../../../support/import-fixture";
import { refusedItems } from "../../../support/batch-item-check";

describe.skipIf(!importsAvailable)("Hevy workouts (real file)", () => {
  it("wilyanse workouts.csv: one strength entry per workout, sets in the notes", async () => {
    const r = await readImport(["other/wilyanse_hevy_workouts.csv"]);
    expect(r.outcomes).toEqual([{ name: "wilyanse_hevy_workouts.csv", source: "hevy", fileKind: "Hevy workouts" }]);
    const workouts = r.of("workouts");
    expect(workouts).toHaveLength(141);
    expect(r.records).toHaveLength(141);
    expect(workouts.every((w) => bodyOf(w)?.exercise_type === "strength")).toBe(true);
    expect(workouts.reduce((n, w) => n + Number(bodyOf(w)?.duration_minutes), 0)).toBe(10034);
    expect(r.preview.kinds[0]?.skipped).toEqual([]);

    // 3 sets of Lying Leg Raise, 20 reps, from 06:56:10 to 07:02:20 UTC
    expect(bodyOf(workouts[0])).toEqual({
      exercise_name: "Core + Cardio",
      duration_minutes: 6,
      exercise_type: "strength",
      date: "2024-10-10",
      time: "08:56",
      notes: "Lying Leg Raise: 3 sets of 20 reps",
    });
    expect(bodyOf(workouts[1])).toEqual({
      exercise_name: "Arms",
      duration_minutes: 39,
      exercise_type: "strength",
      date: "2024-10-10",
      time: "08:09",
      notes:
        "Triceps Pushdown: 25 kg × 14, 30 kg × 5, 25 kg × 8; " +
        "Bicep Curl (Machine): 2 sets of 42 kg × 6, 42 kg × 7; " +
        "Triceps Extension (Machine): 35 kg × 5, 35 kg × 6, 35 kg × 5; " +
        "Hammer Curl (Dumbbell): 12.5 kg × 12, 12.5 kg × 8, 12.5 kg × 6",
    });
    // the treadmill of 2024-10-08: 7467 m in 3600 s
    const treadmill = workouts.find((w) => String(bodyOf(w)?.notes).includes("Treadmill: 7.47 km, 60 min"));
    expect(bodyOf(treadmill)).toMatchObject({ exercise_name: "Core + Cardio", date: "2024-10-08" });
    // the warm-up set of the Push of 2024-10-07: 8 reps of 42 kg
    const push = workouts.find((w) => String(bodyOf(w)?.notes).includes("42 kg × 8 (warm-up)"));
    expect(bodyOf(push)).toMatchObject({ exercise_name: "Push", date: "2024-10-07" });
    // the oldest: Pull from 2024-04-18 23:42:50 UTC (01:42 on the 19th in Amsterdam) to 01:00:00
    expect(bodyOf(workouts[140])).toMatchObject({
      exercise_name: "Pull",
      duration_minutes: 77,
      date: "2024-04-19",
      time: "01:42",
    });
    const kind = r.preview.kinds.find((k) => k.kind === "workouts");
    expect([kind?.first, kind?.last]).toEqual(["2024-04-19", "2024-10-10"]);
  });
  it("every record is one the batch route accepts", async () => {
    const r = await readImport(["other/wilyanse_hevy_workouts.csv"]);
    expect(refusedItems(r.records)).toEqual([]);
  });
});

describe("Hevy (the app's own export layout)", () => {
  it("reads snake_case columns, lbs and miles, and times in the user's clock", async () => {
    const csv = [
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"',
      '"Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","","Lying Leg Curl (Machine)",,"",0,"warmup",100,10,,,',
      '"Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","","Lying Leg Curl (Machine)",,"",1,"normal",140,8,,,8.5',
      '"Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","","Lying Leg Curl (Machine)",,"",2,"failure",140,6,,,',
      '"Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","","Walking",,"",0,"normal",,,1,600,',
      '"Quick","27 Jul 2025, 18:00","27 Jul 2025, 18:00","","Plank",,"",0,"normal",,,,60,',
    ].join("\n");
    const r = await readImport([memoryFile("workouts.csv", csv)]);
    expect(r.outcomes[0]).toMatchObject({ source: "hevy", fileKind: "Hevy workouts" });
    expect(r.records.map(bodyOf)).toEqual([
      {
        exercise_name: "Week 12 - Lower",
        duration_minutes: 65,
        exercise_type: "strength",
        date: "2025-07-26",
        time: "07:06",
        notes:
          "Lying Leg Curl (Machine): 100 lbs × 10 (warm-up), 140 lbs × 8, RPE 8.5, 140 lbs × 6 (to failure); " +
          "Walking: 1.61 km, 10 min",
      },
    ]);
    expect(r.preview.kinds[0]?.skipped).toEqual([{ reason: "Workouts shorter than a minute", count: 1 }]);
  });
});
