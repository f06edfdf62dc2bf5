import { describe, expect, it } from "vitest";
import {
  addDays,
  addHoursToClock,
  ageFromBirthDate,
  currentStreak,
  datesEnding,
  daysBetween,
  isCalendarDate,
  isStorableDate,
  monthRange,
  shiftMonth,
  weekdayOf,
  weekStart,
} from "@/lib/time/dates";

describe("calendar dates", () => {
  it("knows the real calendar days, leap years included", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-12-31")).toBe(true);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-00-10")).toBe(false);
    expect(isCalendarDate("2026-01-00")).toBe(false);
    for (const odd of ["", "2026-1-05", "2026-01-05T00:00", "+2026-01-05", "abcd-ef-gh"])
      expect(isCalendarDate(odd), odd).toBe(false);
    // the same answer as a Date round trip, for every day shape of four years
    for (const year of ["1900", "2000", "2023", "2024"]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          const byDate =
            !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
            new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
          expect(isCalendarDate(text), text).toBe(byDate);
        }
      }
    }
  });

  it("stores dates from 1900 to 2100 only", () => {
    expect(isStorableDate("1900-01-01")).toBe(true);
    expect(isStorableDate("2100-12-31")).toBe(true);
    expect(isStorableDate("1899-12-31")).toBe(false);
    expect(isStorableDate("2101-01-01")).toBe(false);
    expect(isStorableDate("0000-01-01")).toBe(false);
  });

  it("moves across months, years and leap days, both ways", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30"); // a DST change in Europe: still one day
    expect(addDays("2026-01-15", -365)).toBe("2025-01-15");
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2026-03-02", "2026-02-27")).toBe(-3);
    expect(daysBetween("2026-11-01", "2026-11-02")).toBe(1);
  });

  it("knows the weekday and starts weeks on Monday", () => {
    expect(weekdayOf("2026-11-22")).toBe(0); // a Sunday
    expect(weekdayOf("2026-11-21")).toBe(6);
    expect(weekStart("2026-03-15")).toBe("2026-03-09"); // Sunday
    expect(weekStart("2026-03-09")).toBe("2026-03-09"); // Monday
    expect(weekStart("2026-03-01")).toBe("2026-02-23");
  });

  it("lists the days of a window, oldest first", () => {
    expect(datesEnding("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(datesEnding("2026-03-02", 1)).toEqual(["2026-03-02"]);
  });

  it("knows month ends, leap years and year boundaries", () => {
    expect(monthRange("2028-02")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(monthRange("2026-02")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(monthRange("2026-12")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-03", -14)).toBe("2025-01");
  });

  it("counts a streak up to today, or up to yesterday while today is still empty", () => {
    expect(currentStreak(["2026-03-12", "2026-03-13", "2026-03-14"], "2026-03-14")).toBe(3);
    expect(currentStreak(["2026-03-12", "2026-03-13"], "2026-03-14")).toBe(2);
    expect(currentStreak(["2026-03-10", "2026-03-12"], "2026-03-14")).toBe(0);
    expect(currentStreak(["2026-02-28", "2026-03-01"], "2026-03-01")).toBe(2);
    expect(currentStreak([], "2026-03-14")).toBe(0);
  });

  it("counts age in whole years, one less before this year's birthday", () => {
    expect(ageFromBirthDate("1990-11-21", "2026-11-21")).toBe(36);
    expect(ageFromBirthDate("1990-11-22", "2026-11-21")).toBe(35);
    expect(ageFromBirthDate("2000-02-29", "2026-02-28")).toBe(25);
    expect(ageFromBirthDate("2000-02-29", "2026-03-01")).toBe(26);
  });

  it("moves a time of day by whole hours, wrapping past midnight both ways", () => {
    expect(addHoursToClock("08:30", 6)).toBe("14:30");
    expect(addHoursToClock("20:00", 12)).toBe("08:00");
    expect(addHoursToClock("00:15", -1)).toBe("23:15");
    expect(addHoursToClock("23:59", 24)).toBe("23:59");
  });
});
