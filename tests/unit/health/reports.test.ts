import { describe, expect, it } from "vitest";
import { inUserUnits, lastMigraineSubtitle, metricTypeLabel } from "@/lib/health/display";
import { analyseMigraines, countItems, symptomFrequencies, type EpisodeLike } from "@/lib/health/patterns";
import { vitalsTrends } from "@/lib/health/vitals-trends";

const TODAY = "2026-03-14"; // a Saturday
const ep = (date: string, over: Partial<EpisodeLike> = {}): EpisodeLike => ({
  date,
  time: "09:00",
  severity: 5,
  duration_hours: null,
  triggers: [],
  symptoms: [],
  treatment: null,
  ...over,
});

describe("analyseMigraines", () => {
  it("counts migraine and treatment days per month over six months, and averages", () => {
    const report = analyseMigraines(
      [
        ep("2026-03-14", {
          severity: 8,
          duration_hours: 4,
          time: "20:15",
          triggers: ["Stress"],
          symptoms: ["Nausea"],
          treatment: "Sumatriptan",
        }),
        ep("2026-03-14", { severity: 6, time: "07:00", triggers: ["stress", "Bright lights"] }),
        ep("2026-03-02", { severity: 4, duration_hours: 2, time: "13:00", treatment: "  " }),
        ep("2026-01-20", { severity: 2, time: "02:30", treatment: "Ibuprofen" }),
        ep("2025-09-30", { severity: 10 }), // before the six months: left out
      ],
      TODAY,
    );
    expect(report.per_month.map((m) => m.key)).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(report.per_month.map((m) => m.migraine_days)).toEqual([0, 0, 0, 1, 0, 2]);
    expect(report.per_month.map((m) => m.treatment_days)).toEqual([0, 0, 0, 1, 0, 1]);
    expect(report.episodes).toBe(4);
    expect(report.migraine_days).toBe(3);
    expect(report.average_severity).toBe(5);
    expect(report.average_duration_hours).toBe(3);
    expect(report.times_of_day.map((t) => t.count)).toEqual([1, 1, 1, 1]);
    expect(report.weekdays.find((w) => w.label === "Sat")!.count).toBe(2);
    expect(report.top_triggers).toEqual([
      { name: "Stress", count: 2 },
      { name: "Bright lights", count: 1 },
    ]);
  });

  it("has no averages without episodes", () => {
    const report = analyseMigraines([], TODAY);
    expect(report).toMatchObject({ episodes: 0, average_severity: null, average_duration_hours: null });
  });
});

describe("symptomFrequencies", () => {
  it("counts each symptom and trigger once per episode within the window", () => {
    const result = symptomFrequencies(
      [
        ep("2026-03-10", { symptoms: ["Nausea", "Headache"], triggers: ["Stress"] }),
        ep("2026-03-01", { symptoms: ["nausea", "Nausea"] }),
        ep("2026-01-01", { symptoms: ["Fatigue"] }),
      ],
      "2026-02-13",
    );
    expect(result.episodes).toBe(2);
    expect(result.symptoms).toEqual([
      { name: "Nausea", count: 2 },
      { name: "Headache", count: 1 },
    ]);
    expect(result.triggers).toEqual([{ name: "Stress", count: 1 }]);
    expect(countItems([])).toEqual([]);
  });
});

describe("display helpers", () => {
  it("labels dates Today, Yesterday or the short date, and names types", () => {
    expect(lastMigraineSubtitle(undefined, TODAY)).toBe("No migraines logged");
    expect(lastMigraineSubtitle("2026-03-13", TODAY)).toBe("Last migraine: Yesterday");
    expect(lastMigraineSubtitle("2026-03-10", TODAY)).toBe("Last migraine: Mar 10, 2026");
    expect(metricTypeLabel("blood_pressure_systolic")).toBe("blood pressure systolic");
  });

  it("converts weights and temperatures to the user's units", () => {
    expect(inUserUnits(100, "kg", true)).toEqual({ value: 220.5, unit: "lbs" });
    expect(inUserUnits(98.6, "F", false)).toEqual({ value: 37, unit: "C" });
    expect(inUserUnits(37, "C", false)).toEqual({ value: 37, unit: "C" });
    expect(inUserUnits(72, "bpm", true)).toEqual({ value: 72, unit: "bpm" });
  });
});

describe("vitalsTrends", () => {
  it("charts mixed units together in the user's units with min, average and max", () => {
    const trends = vitalsTrends(
      [
        { metric_type: "weight", value: 80, unit: "kg", date: "2026-03-14" },
        { metric_type: "weight", value: 176.4, unit: "lbs", date: "2026-03-10" },
        { metric_type: "temperature", value: 37, unit: "C", date: "2026-03-12" },
        { metric_type: "body_temperature", value: 100.4, unit: "F", date: "2026-03-12" },
        { metric_type: "heart_rate", value: 60, unit: "bpm", date: "2026-03-01" }, // outside 7 days
      ],
      TODAY,
      7,
      false,
    );
    expect(trends.map((t) => t.type)).toEqual(["body_temperature", "weight"]);
    const weight = trends.find((t) => t.type === "weight")!;
    expect(weight).toMatchObject({ unit: "kg", readings: 2, min: 80, max: 80 });
    expect(weight.points).toHaveLength(7);
    expect(weight.points.at(-1)).toEqual({ date: TODAY, value: 80 });
    const temp = trends.find((t) => t.type === "body_temperature")!;
    expect(temp).toMatchObject({ unit: "C", min: 37, max: 38, avg: 37.5 });
  });
});
