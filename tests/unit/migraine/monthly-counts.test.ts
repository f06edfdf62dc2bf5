import { describe, expect, it } from "vitest";
import { countMonths, monthsFrom } from "@/lib/migraine/monthly-counts";

describe("monthly headache and acute-medication days", () => {
  it("counts days, not episodes, per calendar month and class", () => {
    const [december, january] = countMonths(
      [
        { date: "2026-12-30", acute: [{ class: "triptan" }] },
        { date: "2026-12-30", acute: [{ class: "triptan" }, { class: "simple_analgesic" }] },
        { date: "2026-12-31", migraine: false, acute: [{ class: "simple_analgesic" }] },
        { date: "2027-01-02", migraine: false },
        { date: "2027-01-05", acute: [] },
      ],
      ["2026-12", "2027-01"],
    );
    expect(december).toEqual({
      month: "2026-12",
      headache_days: 2,
      migraine_days: 1,
      acute_medication_days: {
        triptan: 1,
        simple_analgesic: 2,
        combination_analgesic: 0,
        opioid: 0,
        ergot: 0,
        gepant: 0,
        other: 0,
      },
      any_acute_medication_days: 2,
    });
    expect(january).toMatchObject({ headache_days: 2, migraine_days: 1, any_acute_medication_days: 0 });
  });

  it("counts a month without episodes as zeros", () => {
    expect(countMonths([], ["2026-02"])[0]).toMatchObject({
      headache_days: 0,
      migraine_days: 0,
      any_acute_medication_days: 0,
    });
  });

  it("lists months across a year end", () => {
    expect(monthsFrom("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsFrom("2027-02", "2026-11")).toEqual([]);
  });
});
