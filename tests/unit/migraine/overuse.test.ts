import { describe, expect, it } from "vitest";
import type { AcuteClass } from "@/lib/migraine/acute-classes";
import type { EpisodeInput } from "@/lib/migraine/monthly-counts";
import { medicationOveruse } from "@/lib/migraine/overuse";

// The last 3 complete months before 27 November 2026 are August, September and October.
const TODAY = "2026-11-27";
const WINDOW = ["2026-08", "2026-09", "2026-10"];

/** `count` treated episodes in `month`, one a day from day `first`, each with the given classes. */
function treated(month: string, count: number, classes: AcuteClass[], first = 1): EpisodeInput[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `${month}-${String(first + i).padStart(2, "0")}`,
    acute: classes.map((c) => ({ class: c })),
  }));
}

/** The same use in each month of the window. */
const everyMonth = (count: number, classes: AcuteClass[], first = 1) =>
  WINDOW.flatMap((m) => treated(m, count, classes, first));

describe("medication overuse over the last 3 months (ICHD-3 8.2)", () => {
  it("flags triptans from an average of 10 days a month, not 9", () => {
    const nine = medicationOveruse(everyMonth(9, ["triptan"]), TODAY);
    expect(nine).toMatchObject({ flagged: false, class: null, average_days_per_month: 9, months: WINDOW });
    const ten = medicationOveruse(everyMonth(10, ["triptan"]), TODAY);
    expect(ten).toMatchObject({ flagged: true, class: "triptan", average_days_per_month: 10, months: WINDOW });
    expect(ten.counts.days_by_class.triptan).toBe(30);
  });

  it("averages the months: 9, 10 and 11 triptan days reach 10; 9, 9 and 11 do not", () => {
    const even = [
      ...treated("2026-08", 9, ["triptan"]),
      ...treated("2026-09", 10, ["triptan"]),
      ...treated("2026-10", 11, ["triptan"]),
    ];
    expect(medicationOveruse(even, TODAY)).toMatchObject({
      flagged: true,
      class: "triptan",
      average_days_per_month: 10,
    });
    const short = [
      ...treated("2026-08", 9, ["triptan"]),
      ...treated("2026-09", 9, ["triptan"]),
      ...treated("2026-10", 11, ["triptan"]),
    ];
    // 29 days over 3 months: 9.67 a month
    expect(medicationOveruse(short, TODAY)).toMatchObject({ flagged: false, average_days_per_month: 9.7 });
  });

  it("flags simple analgesics alone from 15 days a month, not 14", () => {
    expect(medicationOveruse(everyMonth(14, ["simple_analgesic"]), TODAY)).toMatchObject({
      flagged: false,
      average_days_per_month: 14,
    });
    expect(medicationOveruse(everyMonth(15, ["simple_analgesic"]), TODAY)).toMatchObject({
      flagged: true,
      class: "simple_analgesic",
      average_days_per_month: 15,
    });
  });

  it.each<[AcuteClass]>([["ergot"], ["opioid"], ["combination_analgesic"], ["other"]])(
    "flags %s from 10 days a month",
    (cls) => {
      expect(medicationOveruse(everyMonth(9, [cls]), TODAY).flagged).toBe(false);
      expect(medicationOveruse(everyMonth(10, [cls]), TODAY)).toMatchObject({ flagged: true, class: cls });
    },
  );

  it("flags several classes that reach 10 days together though none does alone (8.2.6)", () => {
    // a month: triptan on days 1-4, opioid on 5-7, combination analgesic on 8-10
    const mixed = [
      ...everyMonth(4, ["triptan"], 1),
      ...everyMonth(3, ["opioid"], 5),
      ...everyMonth(3, ["combination_analgesic"], 8),
    ];
    const verdict = medicationOveruse(mixed, TODAY);
    expect(verdict).toMatchObject({
      flagged: true,
      class: "multiple",
      classes: ["multiple"],
      average_days_per_month: 10,
    });
    expect(verdict.counts.multiple_class_days).toBe(30);
    expect(verdict.counts.days_by_class).toMatchObject({ triptan: 12, opioid: 9, combination_analgesic: 9 });

    const nine = [...everyMonth(4, ["triptan"], 1), ...everyMonth(5, ["simple_analgesic"], 5)];
    expect(medicationOveruse(nine, TODAY)).toMatchObject({ flagged: false, average_days_per_month: 9 });
  });

  it("flags simple analgesics on 12 days with a triptan on 2 other days: 14 days of two classes", () => {
    const verdict = medicationOveruse(
      [...everyMonth(12, ["simple_analgesic"], 1), ...everyMonth(2, ["triptan"], 20)],
      TODAY,
    );
    expect(verdict).toMatchObject({ flagged: true, class: "multiple", average_days_per_month: 14 });
    expect(verdict.counts.days_by_class).toMatchObject({ simple_analgesic: 36, triptan: 6 });
  });

  it("does not flag 12 days of simple analgesics alone: one class below its own threshold", () => {
    expect(medicationOveruse(everyMonth(12, ["simple_analgesic"]), TODAY)).toMatchObject({
      flagged: false,
      average_days_per_month: 12,
    });
  });

  it("counts a day with two classes once towards the total", () => {
    expect(medicationOveruse(everyMonth(9, ["triptan", "simple_analgesic"]), TODAY)).toMatchObject({
      flagged: false,
      average_days_per_month: 9,
    });
    const ten = medicationOveruse(everyMonth(10, ["triptan", "simple_analgesic"]), TODAY);
    // 10 triptan days reach the triptan threshold on their own: named as triptan overuse, not 8.2.6
    expect(ten).toMatchObject({ flagged: true, class: "triptan", classes: ["triptan"] });
  });

  it("names every overused class, the one with the most days first", () => {
    const both = [...everyMonth(10, ["triptan"], 1), ...everyMonth(16, ["simple_analgesic"], 11)];
    expect(medicationOveruse(both, TODAY)).toMatchObject({
      flagged: true,
      class: "simple_analgesic",
      classes: ["simple_analgesic", "triptan"],
      average_days_per_month: 16,
    });
  });

  it("counts gepant days but flags them neither alone nor with other classes", () => {
    const daily = medicationOveruse(everyMonth(20, ["gepant"]), TODAY);
    expect(daily).toMatchObject({ flagged: false, class: null, average_days_per_month: 0 });
    expect(daily.counts.days_by_class.gepant).toBe(60);
    const withTriptan = medicationOveruse([...everyMonth(6, ["gepant"], 1), ...everyMonth(5, ["triptan"], 10)], TODAY);
    expect(withTriptan).toMatchObject({ flagged: false, average_days_per_month: 5 });
    expect(withTriptan.counts.multiple_class_days).toBe(15);
  });

  it("leaves out the current month and the months before the window", () => {
    const outside = [...treated("2026-11", 26, ["triptan"]), ...treated("2026-07", 31, ["triptan"])];
    expect(medicationOveruse(outside, TODAY)).toMatchObject({ flagged: false, average_days_per_month: 0 });
  });

  it("crosses a year: in January the window is October to December", () => {
    const verdict = medicationOveruse(
      ["2026-10", "2026-11", "2026-12"].flatMap((m) => treated(m, 10, ["ergot"])),
      "2027-01-01",
    );
    expect(verdict).toMatchObject({ flagged: true, class: "ergot", months: ["2026-10", "2026-11", "2026-12"] });
  });
});
