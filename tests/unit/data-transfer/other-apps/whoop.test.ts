/**
 * WHOOP's data export: the three real files of ../shared/realdata/imports/whoop. Expected
 * figures were read off the CSV files with python (csv.DictReader, zoneinfo for the times in
 * Amsterdam), not taken from the importer.
 */
import { describe, expect, it } from "vitest";
import { JOURNAL_NOT_IMPORTED } from "@/lib/data-transfer/other-apps/sources/whoop";
import { SKIN_TEMPERATURE, SLEEP_IN_SLEEPS_CSV } from "@/lib/data-transfer/other-apps/sources/whoop/cycles";
import { NAPS, SLEEP_DETAILS } from "@/lib/data-transfer/other-apps/sources/whoop/sleeps";
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

describe.skipIf(!importsAvailable)("WHOOP export (real files)", () => {
  it("physiological_cycles.csv: resting heart rate and blood oxygen at the end of each cycle's sleep", async () => {
    const r = await readImport(["whoop/maximumpeaches_physiological_cycles.csv"]);
    expect(r.outcomes).toEqual([
      { name: "maximumpeaches_physiological_cycles.csv", source: "whoop", fileKind: "WHOOP physiological cycles" },
    ]);
    const hearts = r.of("heart_rate");
    expect(hearts).toHaveLength(265);
    expect(sumOf(hearts, "value")).toBe(14016);
    // first row: RHR 56, wake onset "2024-09-15 09:54:22" at UTC-04:00 = 15:54 in Amsterdam
    expect(bodyOf(hearts[0])).toEqual({
      metric_type: "heart_rate",
      value: 56,
      unit: "bpm",
      date: "2024-09-15",
      time: "15:54",
      notes: "Resting",
    });
    // last row with a sleep: woke "2023-09-28 08:37:57" at UTC-04:00
    expect(bodyOf(hearts[264])).toMatchObject({ value: 53, date: "2023-09-28", time: "14:37" });

    const oxygen = r.of("oxygen_saturation");
    expect(oxygen).toHaveLength(264);
    expect(bodyOf(oxygen[0])).toEqual({
      metric_type: "oxygen_saturation",
      value: 93.96,
      unit: "%",
      date: "2024-09-15",
      time: "15:54",
    });
    expect(sumOf(oxygen, "value")).toBeCloseTo(25238.07, 6);

    // the one cycle written "UTCZ": woke 07:04:55 UTC = 08:04 in Amsterdam (winter)
    const utc = oxygen.find((o) => bodyOf(o)?.value === 95.38);
    expect(bodyOf(utc)).toMatchObject({ date: "2024-02-04", time: "08:04" });
    // a cycle at UTC+01:00: woke 06:30:33 local = 06:30 in Amsterdam
    expect(hearts.some((h) => bodyOf(h)?.date === "2024-02-17" && bodyOf(h)?.time === "06:30")).toBe(true);

    expect(r.of("sleep")).toHaveLength(0);
    expect(reasonsOf(r.preview)).toEqual({
      [SKIN_TEMPERATURE]: 264,
      "Recovery scores are not imported": 265,
      "Heart rate variability is not imported": 265,
      "Day strain is not imported": 289,
      "A day's calories burned are not imported": 289,
      "A day's average and highest heart rates are not imported": 289,
      "Respiratory rate is not imported": 265,
      [SLEEP_IN_SLEEPS_CSV]: 265,
    });
  });

  it("sleeps.csv: 265 nights in hours asleep at the local time they ended; 115 naps left out", async () => {
    const r = await readImport(["whoop/maximumpeaches_sleeps.csv"]);
    expect(r.outcomes[0]).toMatchObject({ source: "whoop", fileKind: "WHOOP sleeps" });
    const sleeps = r.of("sleep");
    expect(sleeps).toHaveLength(265);
    // first row: 491 min asleep, woke "2024-09-15 09:54:22" at UTC-04:00
    expect(bodyOf(sleeps[0])).toEqual({
      metric_type: "sleep",
      value: 8.18,
      unit: "h",
      date: "2024-09-15",
      time: "15:54",
    });
    expect(bodyOf(sleeps[264])).toMatchObject({ value: 6.13, date: "2023-09-28", time: "14:37" });
    expect(sumOf(sleeps, "value")).toBeCloseTo(1735.97, 6);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "sleep"))).toEqual({
      [NAPS]: 115,
      // the main sleep of the cycle starting 2023-10-30 01:00:03 has no durations
      "Sleeps without a duration": 1,
    });
    expect(reasonsOf(r.preview)).toEqual({ [SLEEP_DETAILS]: 265 });
  });

  it("workouts.csv: 214 activities with their energy, heart rate and strain", async () => {
    const r = await readImport(["whoop/maximumpeaches_workouts.csv"]);
    expect(r.outcomes[0]).toMatchObject({ source: "whoop", fileKind: "WHOOP workouts" });
    const workouts = r.of("workouts");
    expect(workouts).toHaveLength(214);
    expect(sumOf(workouts, "duration_minutes")).toBe(6625);
    expect(workouts.reduce((n, w) => n + Number(bodyOf(w)?.calories_burned ?? 0), 0)).toBe(40071);
    expect(countBy(workouts, "exercise_name")).toEqual({
      Walking: 154,
      Activity: 23,
      "Hiking/Rucking": 17,
      Running: 14,
      Cycling: 4,
      Weightlifting: 1,
      Stairmaster: 1,
    });
    expect(countBy(workouts, "exercise_type")).toEqual({ cardio: 190, mixed: 23, strength: 1 });
    // first row: Walking from "2024-09-14 13:06:00" at UTC-04:00, 16 min, 29.0 cal
    expect(bodyOf(workouts[0])).toEqual({
      exercise_name: "Walking",
      duration_minutes: 16,
      exercise_type: "cardio",
      date: "2024-09-14",
      time: "19:06",
      calories_burned: 29,
      notes: "Average heart rate: 93 bpm. Highest heart rate: 118 bpm. Strain: 4.3",
    });
    // the only row with a distance: a 9-minute run of 1102.32 m
    const run = workouts.find((w) => String(bodyOf(w)?.notes).includes("Distance"));
    expect(bodyOf(run)).toMatchObject({ exercise_name: "Running", date: "2024-01-13", time: "16:40" });
    expect(String(bodyOf(run)?.notes)).toContain("Distance: 1.1 km");
    // the walk of 2024-07-05 with no energy nor heart rate
    const bare = workouts.find((w) => bodyOf(w)?.duration_minutes === 138);
    expect(bodyOf(bare)).toEqual({
      exercise_name: "Walking",
      duration_minutes: 138,
      exercise_type: "cardio",
      date: "2024-07-05",
      time: "22:17",
    });
    expect(reasonsOf(r.preview)).toEqual({ "Time in heart rate zones is not imported": 213 });
  });
  it("every record is one the batch route accepts", async () => {
    const r = await readImport([
      "whoop/maximumpeaches_physiological_cycles.csv",
      "whoop/maximumpeaches_sleeps.csv",
      "whoop/maximumpeaches_workouts.csv",
    ]);
    expect(refusedItems(r.records)).toEqual([]);
  });
});

describe("WHOOP (shapes the real files lack)", () => {
  const HEADER = "Cycle start time,Cycle end time,Cycle timezone";

  it("names the journal as not imported", async () => {
    const csv = `${HEADER},Question text,Answered yes,Notes\n2024-09-13 22:46:03,2024-09-15 00:08:36,UTC-04:00,Have any alcoholic drinks?,false,\n`;
    const r = await readImport([memoryFile("journal_entries.csv", csv)]);
    expect(r.outcomes).toEqual([
      { name: "journal_entries.csv", source: "whoop", fileKind: "WHOOP journal", notImported: JOURNAL_NOT_IMPORTED },
    ]);
  });

  it("reads a row without a readable zone in the user's zone, and refuses a future date", async () => {
    const csv = [
      `${HEADER},Sleep onset,Wake onset,Asleep duration (min),Nap`,
      "2024-09-13 22:46:03,,,2024-09-13 23:00:00,2024-09-14 07:00:00,420,false",
      "2026-12-01 22:46:03,,UTC+01:00,2026-12-01 23:00:00,2026-12-02 07:00:00,420,false",
    ].join("\n");
    const r = await readImport([memoryFile("sleeps.csv", csv)]);
    expect(r.records.map(bodyOf)).toEqual([
      { metric_type: "sleep", value: 7, unit: "h", date: "2024-09-14", time: "07:00" },
    ]);
    expect(reasonsOf(r.preview.kinds.find((k) => k.kind === "sleep"))).toEqual({ "Dated in the future": 1 });
  });
});
