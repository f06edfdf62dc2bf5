import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ApiError } from "@/lib/errors/api-error";
import {
  assertNotFuture,
  futureDateErrors,
  futureDateIssue,
  futureDateMessage,
  latestToday,
  pastDateSchema,
} from "@/lib/validation/future-date";

const refusal = (date: string, timeZone: string, at: Date) => {
  try {
    assertNotFuture(date, timeZone, at);
    return null;
  } catch (err) {
    return err instanceof ApiError ? { status: err.status, detail: err.detail } : err;
  }
};

describe("no date after the user's today", () => {
  it("words the rule once", () => {
    expect(futureDateMessage()).toBe("Date cannot be in the future");
    expect(futureDateIssue("2030-01-01", "2026-11-25")).toBe("Date cannot be in the future");
    expect(futureDateIssue("2026-11-25", "2026-11-25")).toBeNull();
    expect(futureDateIssue(undefined, "2026-11-25")).toBeNull();
    expect(futureDateErrors({ date: "2026-11-26" }, "2026-11-25")).toEqual({ date: "Date cannot be in the future" });
  });

  it("the schema refuses what is tomorrow everywhere, and takes today anywhere on Earth", () => {
    const today = latestToday();
    expect(z.safeParse(pastDateSchema(), today).success).toBe(true);
    expect(z.safeParse(pastDateSchema(), "2026-01-01").success).toBe(true);
    const r = z.safeParse(pastDateSchema(), "2030-01-01");
    expect(r.error?.issues[0]?.message).toBe("Date cannot be in the future");
    // still a date first: a non-date is not called a future one
    expect(z.safeParse(pastDateSchema(), "2026-02-30").error?.issues[0]?.message).toMatch(/real calendar date/);
  });

  it("the earth's latest today is UTC+14", () => {
    expect(latestToday(new Date("2026-11-25T09:59:00Z"))).toBe("2026-11-25");
    expect(latestToday(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-26");
  });

  it("takes a date that is today in the user's zone though tomorrow in UTC's", () => {
    // 23:30 UTC on the 25th is 08:30 on the 26th in Tokyo
    const at = new Date("2026-11-25T23:30:00Z");
    expect(refusal("2026-11-26", "Asia/Tokyo", at)).toBeNull();
    expect(refusal("2026-11-26", "UTC", at)).toEqual({ status: 400, detail: "Date cannot be in the future" });
  });

  it("refuses a date that is today in UTC but tomorrow in the user's zone", () => {
    // 03:00 UTC on the 26th is still 19:00 on the 25th in Los Angeles
    const at = new Date("2026-11-26T03:00:00Z");
    expect(refusal("2026-11-26", "UTC", at)).toBeNull();
    expect(refusal("2026-11-26", "America/Los_Angeles", at)).toEqual({
      status: 400,
      detail: "Date cannot be in the future",
    });
    expect(refusal("2026-11-25", "America/Los_Angeles", at)).toBeNull();
  });

  it("counts the day by the zone's clock on a daylight-saving day", () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4 at 07:00 UTC; 03:59 UTC is 23:59 on the 7th
    expect(refusal("2026-03-08", "America/New_York", new Date("2026-03-08T04:59:00Z"))).toEqual({
      status: 400,
      detail: "Date cannot be in the future",
    });
    expect(refusal("2026-03-08", "America/New_York", new Date("2026-03-08T05:00:00Z"))).toBeNull();
    // after the change, 03:59 UTC on the 9th is 23:59 on the 8th (UTC-4)
    expect(refusal("2026-03-09", "America/New_York", new Date("2026-03-09T03:59:00Z"))).not.toBeNull();
    expect(refusal("2026-03-09", "America/New_York", new Date("2026-03-09T04:00:00Z"))).toBeNull();
  });
});
