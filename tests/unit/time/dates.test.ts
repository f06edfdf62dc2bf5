import { describe, expect, it } from "vitest";
import {
  ageFromBirthDate,
  formatLongDate,
  isCalendarDate,
  isValidTimeZone,
  localDateIn,
  localTimeIn,
} from "@/lib/time/dates";

describe("dates in the user's time zone", () => {
  it("gives the local date on either side of midnight UTC", () => {
    const at = new Date("2026-11-21T23:30:00Z");
    expect(localDateIn("UTC", at)).toBe("2026-11-21");
    expect(localDateIn("Europe/Berlin", at)).toBe("2026-11-22");
    expect(localDateIn("America/Los_Angeles", at)).toBe("2026-11-21");
    expect(localDateIn("Pacific/Kiritimati", new Date("2026-11-21T10:30:00Z"))).toBe("2026-11-22");
    expect(localTimeIn("Asia/Kolkata", at)).toBe("05:00");
  });
  it("validates IANA names", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
  it("counts age in whole years, one less before this year's birthday", () => {
    expect(ageFromBirthDate("1990-11-21", "2026-11-21")).toBe(36);
    expect(ageFromBirthDate("1990-11-22", "2026-11-21")).toBe(35);
    expect(ageFromBirthDate("2000-02-29", "2026-02-28")).toBe(25);
    expect(ageFromBirthDate("2000-02-29", "2026-03-01")).toBe(26);
  });
  it("formats a long date", () => {
    expect(formatLongDate("2026-11-21")).toBe("Saturday, November 21, 2026");
  });
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
    // the same answer as the Date round trip it replaced, for every day shape of four years
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
});
