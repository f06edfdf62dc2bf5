import { describe, expect, it } from "vitest";
import { adherence, nextDose, scheduleFor } from "@/lib/medications/adherence";
import { doseSlots } from "@/lib/medications/schedule";

// 2026-03-10 is a Tuesday
const created = new Date("2026-03-10T12:00:00Z");
const med = (frequency: string, time: string | null, extra: Record<string, unknown> = {}) => ({
  medication_id: `m-${frequency}`,
  name: frequency,
  dosage: "1 tablet",
  frequency,
  time,
  status: "active",
  created_at: created,
  ...extra,
});

describe("doseSlots", () => {
  it("derives each frequency's times, with defaults when no time is set", () => {
    expect(doseSlots(med("daily", null), "2026-03-11", "UTC")).toEqual(["08:00"]);
    expect(doseSlots(med("daily", "21:30"), "2026-03-11", "UTC")).toEqual(["21:30"]);
    expect(doseSlots(med("twice_daily", null), "2026-03-11", "UTC")).toEqual(["08:00", "20:00"]);
    expect(doseSlots(med("twice_daily", "09:15"), "2026-03-11", "UTC")).toEqual(["09:15", "21:15"]);
    expect(doseSlots(med("three_times_daily", null), "2026-03-11", "UTC")).toEqual(["08:00", "14:00", "20:00"]);
    expect(doseSlots(med("three_times_daily", "07:00"), "2026-03-11", "UTC")).toEqual(["07:00", "13:00", "19:00"]);
    expect(doseSlots(med("as_needed", "08:00"), "2026-03-11", "UTC")).toEqual([]);
  });

  it("wraps offsets past midnight into the same day's times", () => {
    expect(doseSlots(med("twice_daily", "20:00"), "2026-03-11", "UTC")).toEqual(["08:00", "20:00"]);
    expect(doseSlots(med("three_times_daily", "22:30"), "2026-03-11", "UTC")).toEqual(["04:30", "10:30", "22:30"]);
  });

  it("schedules weekly doses on the weekday it was added, in the user's time zone", () => {
    // 12:00 UTC on Tuesday is already Wednesday in Auckland (UTC+13 in March)
    const weekly = med("weekly", "09:00");
    expect(doseSlots(weekly, "2026-03-17", "UTC")).toEqual(["09:00"]);
    expect(doseSlots(weekly, "2026-03-18", "UTC")).toEqual([]);
    expect(doseSlots(weekly, "2026-03-17", "Pacific/Auckland")).toEqual([]);
    expect(doseSlots(weekly, "2026-03-18", "Pacific/Auckland")).toEqual(["09:00"]);
  });

  it("has no slots before the local day it was added, nor when not active", () => {
    expect(doseSlots(med("daily", null), "2026-03-09", "UTC")).toEqual([]);
    // added at 20:00 UTC: 2026-03-11 (05:00) in Tokyo, still 2026-03-10 (13:00) in Los Angeles
    expect(
      doseSlots(med("daily", null, { created_at: new Date("2026-03-10T20:00:00Z") }), "2026-03-10", "Asia/Tokyo"),
    ).toEqual([]);
    expect(
      doseSlots(
        med("daily", null, { created_at: new Date("2026-03-10T20:00:00Z") }),
        "2026-03-10",
        "America/Los_Angeles",
      ),
    ).toEqual(["08:00"]);
    expect(doseSlots(med("daily", null, { status: "inactive" }), "2026-03-11", "UTC")).toEqual([]);
    expect(doseSlots(med("daily", null, { status: "prn" }), "2026-03-11", "UTC")).toEqual([]);
  });
});

describe("schedule, next dose and adherence", () => {
  const daily = med("twice_daily", "08:00");
  const today = "2026-03-16";

  it("marks slots taken, skipped, due or upcoming and finds the next dose across midnight", () => {
    const doses = [{ medication_id: daily.medication_id, date: today, time: "08:00", status: "taken", taken_at: null }];
    const at1000 = scheduleFor([daily], doses, today, "UTC", "10:00", today);
    expect(at1000.map((s) => [s.time, s.state])).toEqual([
      ["08:00", "taken"],
      ["20:00", "upcoming"],
    ]);
    expect(nextDose([daily], doses, today, "10:00", "UTC")).toMatchObject({ date: today, time: "20:00" });
    expect(nextDose([daily], doses, today, "21:00", "UTC")).toMatchObject({ date: "2026-03-17", time: "08:00" });
    expect(scheduleFor([daily], [], today, "UTC", "21:00", today).map((s) => s.state)).toEqual(["due", "due"]);
    expect(nextDose([], [], today, "10:00", "UTC")).toBeNull();
  });

  it("computes taken ÷ scheduled over 7 and 30 days on a known log", () => {
    // added 2026-03-10; today 2026-03-16 at 12:00: 6 full days × 2 + today's 08:00 = 13 slots due
    const doses = [
      ...["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"].map((date) => ({
        medication_id: daily.medication_id,
        date,
        time: "08:00",
        status: "taken",
        taken_at: null,
      })),
      { medication_id: daily.medication_id, date: "2026-03-14", time: "08:00", status: "skipped", taken_at: null },
      // taken early: counts
      { medication_id: daily.medication_id, date: today, time: "20:00", status: "taken", taken_at: null },
      { medication_id: "other", date: today, time: "08:00", status: "taken", taken_at: null },
    ];
    expect(adherence(daily, doses, today, "12:00", "UTC", 7)).toEqual({ taken: 5, scheduled: 14, percent: 36 });
    expect(adherence(daily, doses, today, "12:00", "UTC", 30)).toEqual({ taken: 5, scheduled: 14, percent: 36 });
    expect(adherence(daily, doses, "2026-03-12", "07:00", "UTC", 2)).toEqual({ taken: 2, scheduled: 3, percent: 67 });
    expect(adherence(med("as_needed", null), [], today, "12:00", "UTC", 7).percent).toBeNull();
  });

  it("does not count unmarked doses from before the medication was added", () => {
    // added 2026-03-10 at 12:00 UTC: that day's 08:00 is not held against it, unless marked
    const doses = [
      { medication_id: daily.medication_id, date: "2026-03-10", time: "20:00", status: "taken", taken_at: null },
    ];
    expect(adherence(daily, doses, "2026-03-10", "21:00", "UTC", 7)).toEqual({ taken: 1, scheduled: 1, percent: 100 });
    const early = [
      ...doses,
      { medication_id: daily.medication_id, date: "2026-03-10", time: "08:00", status: "taken", taken_at: null },
    ];
    expect(adherence(daily, early, "2026-03-10", "21:00", "UTC", 7)).toEqual({ taken: 2, scheduled: 2, percent: 100 });
  });
});
