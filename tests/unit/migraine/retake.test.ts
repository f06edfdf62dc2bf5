import { describe, expect, it } from "vitest";
import { retakeDate, retakeStatus } from "@/lib/migraine/retake";

describe("questionnaire retakes", () => {
  it.each([
    ["2026-10-15", "2027-01-15"],
    ["2026-05-31", "2026-08-31"],
    ["2026-08-31", "2026-11-30"], // November has 30 days
    ["2026-11-30", "2027-02-28"],
    ["2027-11-30", "2028-02-29"], // leap year
    ["2026-12-31", "2027-03-31"],
  ])("MIDAS taken %s is due again 3 months later, %s", (taken, due) => {
    expect(retakeDate("midas", taken)).toBe(due);
  });

  it.each([
    ["2026-11-27", "2026-12-25"],
    ["2026-12-20", "2027-01-17"],
    ["2026-02-10", "2026-03-10"],
    ["2028-02-10", "2028-03-09"], // 29 February 2028 is one of the 28 days
  ])("HIT-6 taken %s is due again 4 weeks later, %s", (taken, due) => {
    expect(retakeDate("hit6", taken)).toBe(due);
  });

  it("is due when never taken, and from the due day on", () => {
    expect(retakeStatus("hit6", null, "2026-11-27")).toEqual({ due_on: null, due: true });
    expect(retakeStatus("hit6", "2026-11-01", "2026-11-28")).toEqual({ due_on: "2026-11-29", due: false });
    expect(retakeStatus("hit6", "2026-11-01", "2026-11-29")).toEqual({ due_on: "2026-11-29", due: true });
    expect(retakeStatus("midas", "2026-08-31", "2026-12-01")).toEqual({ due_on: "2026-11-30", due: true });
  });
});
