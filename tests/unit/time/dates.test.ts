import { describe, expect, it } from "vitest";
import { ageFromBirthDate, formatLongDate, isValidTimeZone, localDateIn, localTimeIn } from "@/lib/time/dates";

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
});
