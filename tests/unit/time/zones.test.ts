import { describe, expect, it } from "vitest";
import {
  currentTimeZone,
  isValidTimeZone,
  localDateIn,
  localTimeIn,
  timeZoneChoices,
  zonedInstant,
} from "@/lib/time/zones";

const iso = (d: Date) => d.toISOString();

describe("time zones", () => {
  it("gives the local date and time on either side of midnight UTC", () => {
    const at = new Date("2026-11-21T23:30:00Z");
    expect(localDateIn("UTC", at)).toBe("2026-11-21");
    expect(localDateIn("Europe/Berlin", at)).toBe("2026-11-22");
    expect(localDateIn("America/Los_Angeles", at)).toBe("2026-11-21");
    expect(localDateIn("Pacific/Kiritimati", new Date("2026-11-21T10:30:00Z"))).toBe("2026-11-22");
    expect(localDateIn("Pacific/Pago_Pago", new Date("2026-11-21T10:30:00Z"))).toBe("2026-11-20");
    expect(localTimeIn("Asia/Kolkata", at)).toBe("05:00");
    expect(localTimeIn("UTC", new Date("2026-11-21T00:05:00Z"))).toBe("00:05");
  });

  it("follows DST: the same instant reads an hour apart in winter and summer", () => {
    expect(localTimeIn("Europe/Berlin", new Date("2026-01-15T07:00:00Z"))).toBe("08:00");
    expect(localTimeIn("Europe/Berlin", new Date("2026-07-15T07:00:00Z"))).toBe("09:00");
    // the night the clocks go back in New York: 01:30 happens twice
    expect(localTimeIn("America/New_York", new Date("2026-11-01T05:30:00Z"))).toBe("01:30");
    expect(localTimeIn("America/New_York", new Date("2026-11-01T06:30:00Z"))).toBe("01:30");
  });

  it("offers every zone Intl knows, with UTC and the user's own, each a valid choice", () => {
    const choices = timeZoneChoices("Etc/GMT+5");
    expect(choices).toContain("UTC");
    expect(choices).toContain("Europe/Berlin");
    expect(choices).toContain("Etc/GMT+5");
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b)));
    expect(choices.every(isValidTimeZone)).toBe(true);
    expect(isValidTimeZone(currentTimeZone())).toBe(true);
  });

  it("validates IANA names", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(() => localDateIn("Mars/Olympus")).toThrow(RangeError);
  });

  it("finds the instant of a local date and time, across DST and in non-whole-hour zones", () => {
    expect(iso(zonedInstant("2026-01-15", "08:00", "Europe/Berlin"))).toBe("2026-01-15T07:00:00.000Z");
    expect(iso(zonedInstant("2026-07-15", "08:00", "Europe/Berlin"))).toBe("2026-07-15T06:00:00.000Z");
    expect(iso(zonedInstant("2026-03-11", "20:00", "America/New_York"))).toBe("2026-03-12T00:00:00.000Z");
    expect(iso(zonedInstant("2026-03-11", "00:30", "Asia/Kolkata"))).toBe("2026-03-10T19:00:00.000Z");
    expect(iso(zonedInstant("2026-03-11", "09:00", "Asia/Kathmandu"))).toBe("2026-03-11T03:15:00.000Z");
  });

  it("moves a time the clocks skip forward, and gives a repeated time one of its instants", () => {
    // Europe/Berlin skips 02:00-03:00 on 2026-03-29
    expect(iso(zonedInstant("2026-03-29", "02:30", "Europe/Berlin"))).toBe("2026-03-29T01:30:00.000Z");
    // America/New_York skips 02:00-03:00 on 2026-03-08: 02:30 is 03:30 EDT
    expect(iso(zonedInstant("2026-03-08", "02:30", "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
    expect(localTimeIn("America/New_York", zonedInstant("2026-03-08", "02:30", "America/New_York"))).toBe("03:30");
    const repeated = zonedInstant("2026-10-25", "02:30", "Europe/Berlin");
    expect(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]).toContain(iso(repeated));
    expect(localTimeIn("Europe/Berlin", repeated)).toBe("02:30");
  });

  it("round-trips every hour of a DST-change day", () => {
    for (let h = 0; h < 24; h++) {
      if (h === 2) continue; // skipped that night
      const time = `${String(h).padStart(2, "0")}:15`;
      const at = zonedInstant("2026-03-29", time, "Europe/Berlin");
      expect(localDateIn("Europe/Berlin", at)).toBe("2026-03-29");
      expect(localTimeIn("Europe/Berlin", at)).toBe(time);
    }
  });
});
