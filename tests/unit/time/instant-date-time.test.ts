import { describe, expect, it } from "vitest";
import { formatInstantDateTime } from "@/lib/time/format";

describe("formatInstantDateTime", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  it("writes the local date and 24-hour time in the zone given, the year only when it is not this one", () => {
    expect(formatInstantDateTime("2026-11-26T13:02:00Z", "Europe/Berlin", now)).toBe("Nov 26, 14:02");
    expect(formatInstantDateTime("2025-11-26T23:30:00Z", "America/New_York", now)).toBe("Nov 26, 2025, 18:30");
    expect(formatInstantDateTime("2026-01-01T00:05:00Z", "UTC", now)).toBe("Jan 1, 00:05");
  });
});
