import { describe, expect, it } from "vitest";
import { afterHours, dayPeriod, effectiveOf, localDateTime } from "@/lib/data-transfer/export/fhir/time";
import { zonedInstant } from "@/lib/time/zones";

describe("FHIR dateTimes of local dates and times", () => {
  it("write the offset the zone has on that date", () => {
    expect(localDateTime("2026-01-15", "07:30", "America/New_York")).toBe("2026-01-15T07:30:00-05:00");
    expect(localDateTime("2026-07-04", "07:30", "America/New_York")).toBe("2026-07-04T07:30:00-04:00");
    expect(localDateTime("2026-07-04", "23:59", "Asia/Kolkata")).toBe("2026-07-04T23:59:00+05:30");
    expect(localDateTime("2026-07-04", "00:00", "UTC")).toBe("2026-07-04T00:00:00+00:00");
  });

  it("write a time that a DST change skips as the wall clock of the instant the zone helpers give it", () => {
    const written = localDateTime("2026-03-08", "02:30", "America/New_York");
    expect(new Date(written).getTime()).toBe(zonedInstant("2026-03-08", "02:30", "America/New_York").getTime());
    expect(written).toMatch(/^2026-03-08T0[13]:30:00-0[45]:00$/);
  });

  it("give a record without a time its date alone", () => {
    expect(effectiveOf("2026-01-15", null, "Europe/Berlin")).toBe("2026-01-15");
  });

  it("end a span in the offset of its end, and a day at the next midnight", () => {
    expect(afterHours("2026-03-08", "01:00", 3, "America/New_York")).toBe("2026-03-08T05:00:00-04:00");
    expect(afterHours("2026-01-15", "23:00", 1.5, "Europe/Berlin")).toBe("2026-01-16T00:30:00+01:00");
    expect(dayPeriod("2026-10-25", "Europe/Berlin")).toEqual({
      start: "2026-10-25T00:00:00+02:00",
      end: "2026-10-26T00:00:00+01:00",
    });
  });
});
