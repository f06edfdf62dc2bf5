import { describe, expect, it } from "vitest";
import type { EpisodeInput } from "@/lib/migraine/monthly-counts";
import { comparePreventive } from "@/lib/migraine/preventive";

// Started 14 May 2026: "before" is February to April, "after" June to August; May is in neither.
const START = "2026-05-14";
const BEFORE = ["2026-02", "2026-03", "2026-04"];
const AFTER = ["2026-06", "2026-07", "2026-08"];
const SINCE = "2026-01-10";

/** `count` migraine days in `month`, from the 1st. */
const migraines = (month: string, count: number, migraine = true): EpisodeInput[] =>
  Array.from({ length: count }, (_, i) => ({ date: `${month}-${String(i + 1).padStart(2, "0")}`, migraine }));

const diary = (before: number[], after: number[]) => [
  ...BEFORE.flatMap((m, i) => migraines(m, before[i]!)),
  ...AFTER.flatMap((m, i) => migraines(m, after[i]!)),
];

const compare = (episodes: EpisodeInput[], today = "2026-09-01", diarySince = SINCE, startDate = START) =>
  comparePreventive({ startDate, episodes, diarySince, today });

describe("preventive before/after and the 50 % responder rule", () => {
  it("counts a fall to exactly half as a response", () => {
    const result = compare(diary([8, 8, 8], [4, 4, 4]));
    expect(result).toMatchObject({ status: "complete", reduction_percent: 50, responder: true });
    expect(result.before).toEqual({
      months: BEFORE.map((month) => ({ month, migraine_days: 8 })),
      migraine_days: 24,
      average_per_month: 8,
      covered: true,
    });
    expect(result.after).toMatchObject({ migraine_days: 12, average_per_month: 4, covered: true });
  });

  it("does not count a fall of less than half", () => {
    // 24 days before, 13 after: 11 fewer, 45.8 %
    expect(compare(diary([8, 8, 8], [5, 4, 4]))).toMatchObject({ reduction_percent: 45.8, responder: false });
  });

  it("reports a rise as a negative reduction", () => {
    expect(compare(diary([2, 2, 2], [3, 3, 3]))).toMatchObject({ reduction_percent: -50, responder: false });
  });

  it("gives no verdict on a zero baseline: there is nothing to halve", () => {
    expect(compare(diary([0, 0, 0], [0, 0, 0]))).toMatchObject({
      status: "complete",
      reduction_percent: null,
      responder: null,
    });
    expect(compare(diary([0, 0, 0], [2, 0, 0]))).toMatchObject({ responder: null });
  });

  it("leaves out the start month and headaches that are not migraines", () => {
    const episodes = [...diary([6, 6, 6], [3, 3, 3]), ...migraines("2026-05", 25), ...migraines("2026-07", 20, false)];
    expect(compare(episodes)).toMatchObject({
      before: { migraine_days: 18 },
      after: { migraine_days: 9 },
      responder: true,
    });
  });

  it("counts only the months after the start that are over", () => {
    // on 31 August, August is still running: June and July so far
    const result = compare(diary([8, 8, 8], [1, 1, 20]), "2026-08-31");
    expect(result.after).toEqual({
      months: [
        { month: "2026-06", migraine_days: 1 },
        { month: "2026-07", migraine_days: 1 },
      ],
      migraine_days: 2,
      average_per_month: 1,
      covered: false,
    });
    expect(result).toMatchObject({ status: "not_enough_data", reduction_percent: null, responder: null });
    expect(compare([], "2026-06-30").after).toMatchObject({ months: [], average_per_month: null, covered: false });
  });

  it("has not enough data when the diary starts after the first day of the before window", () => {
    expect(compare(diary([8, 8, 8], [2, 2, 2]), "2026-09-01", "2026-02-02")).toMatchObject({
      before: { covered: false, average_per_month: 8 },
      status: "not_enough_data",
      responder: null,
    });
    expect(compare(diary([8, 8, 8], [2, 2, 2]), "2026-09-01", "2026-02-01")).toMatchObject({
      status: "complete",
      responder: true,
    });
  });

  it("uses the months around the start month when the start is on the 1st, across a year end", () => {
    const episodes = [
      ...["2026-10", "2026-11", "2026-12"].flatMap((m) => migraines(m, 10)),
      ...["2027-02", "2027-03", "2027-04"].flatMap((m) => migraines(m, 5)),
    ];
    const result = compare(episodes, "2027-05-01", "2026-10-01", "2027-01-01");
    expect(result.before.months.map((m) => m.month)).toEqual(["2026-10", "2026-11", "2026-12"]);
    expect(result.after.months.map((m) => m.month)).toEqual(["2027-02", "2027-03", "2027-04"]);
    expect(result).toMatchObject({ status: "complete", reduction_percent: 50, responder: true });
  });
});
