import { describe, expect, it } from "vitest";
import {
  dayHeading,
  dayLabel,
  formatInstantDate,
  formatLongDate,
  formatLongWeekday,
  formatMonth,
  formatMonthDay,
  formatNumericMonthDay,
  formatShortDate,
  formatShortMonth,
  formatWeekday,
} from "@/lib/time/format";

describe("dates for people", () => {
  it("formats a calendar date as that day, whatever the reader's zone", () => {
    expect(formatLongDate("2026-11-21")).toBe("Saturday, November 21, 2026");
    expect(formatShortDate("2026-03-02")).toBe("Mar 2, 2026");
    expect(formatMonthDay("2026-01-01")).toBe("Jan 1");
    expect(formatWeekday("2026-11-22")).toBe("Sun");
    expect(formatLongWeekday("2026-11-22")).toBe("Sunday");
    expect(formatNumericMonthDay("2026-03-04")).toBe("3/4");
    expect(formatNumericMonthDay("2026-12-31")).toBe("12/31");
    expect(formatMonth("2026-02")).toBe("February 2026");
    expect(formatShortMonth("2026-02")).toBe("Feb 2026"); // never "Feb 26", which reads as a day
  });

  it("labels days: Today, Yesterday, N days ago up to 7, else the date", () => {
    expect(dayLabel("2026-03-10", "2026-03-10")).toBe("Today");
    expect(dayLabel("2026-03-09", "2026-03-10")).toBe("Yesterday");
    expect(dayLabel("2026-03-08", "2026-03-10")).toBe("2 days ago");
    expect(dayLabel("2026-03-03", "2026-03-10")).toBe("7 days ago");
    expect(dayLabel("2026-03-02", "2026-03-10")).toBe("Mar 2, 2026");
    expect(dayLabel("2026-02-28", "2026-03-01")).toBe("Yesterday");
    expect(dayLabel("2026-03-11", "2026-03-10")).toBe("Mar 11, 2026"); // a later day is a date
  });

  it("says 'N days ago' only as far as asked", () => {
    expect(dayLabel("2026-03-09", "2026-03-10", { daysAgoUpTo: 1 })).toBe("Yesterday");
    expect(dayLabel("2026-03-08", "2026-03-10", { daysAgoUpTo: 1 })).toBe("Mar 8, 2026");
  });

  it("heads a day with Today, Yesterday or its long date", () => {
    expect(dayHeading("2026-11-22", "2026-11-22")).toBe("Today");
    expect(dayHeading("2026-11-21", "2026-11-22")).toBe("Yesterday");
    expect(dayHeading("2026-11-20", "2026-11-22")).toBe("Friday, November 20, 2026");
  });

  it("formats an instant's date in the zone it is given", () => {
    const at = new Date("2026-12-31T23:30:00Z");
    expect(formatInstantDate(at, "UTC")).toBe("December 31, 2026");
    expect(formatInstantDate(at, "Europe/Berlin")).toBe("January 1, 2027");
    expect(formatInstantDate(at.toISOString(), "America/Los_Angeles")).toBe("December 31, 2026");
  });
});
