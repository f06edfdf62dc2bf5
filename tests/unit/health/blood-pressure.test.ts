import { describe, expect, it } from "vitest";
import {
  bloodPressureIssue,
  bloodPressurePartner,
  classifyBloodPressure,
  formatBloodPressure,
  pairBloodPressure,
  withBloodPressureReadings,
} from "@/lib/health/blood-pressure";

describe("classifyBloodPressure (AHA)", () => {
  it.each([
    [119, 79, "normal"],
    [120, 79, "elevated"],
    [129, 79, "elevated"],
    [130, 79, "stage_1"],
    [119, 80, "stage_1"],
    [139, 89, "stage_1"],
    [125, 85, "stage_1"],
    [140, 70, "stage_2"],
    [110, 90, "stage_2"],
    [139, 90, "stage_2"],
    [185, 125, "stage_2"],
  ] as const)("%i/%i is %s", (sys, dia, category) => {
    expect(classifyBloodPressure(sys, dia)).toBe(category);
  });
});

describe("pairBloodPressure", () => {
  it("pairs the two numbers taken together and skips a lone one", () => {
    const readings = pairBloodPressure([
      { metric_type: "blood_pressure_systolic", value: 142, date: "2026-03-02", time: "08:00" },
      { metric_type: "blood_pressure_diastolic", value: 85, date: "2026-03-02", time: "08:00" },
      { metric_type: "blood_pressure_systolic", value: 118, date: "2026-03-01", time: "08:00" },
      { metric_type: "blood_pressure_diastolic", value: 76, date: "2026-03-01", time: "08:00" },
      { metric_type: "blood_pressure_systolic", value: 150, date: "2026-03-03", time: "09:00" },
      { metric_type: "heart_rate", value: 70, date: "2026-03-02", time: "08:00" },
    ]);
    expect(readings).toEqual([
      { date: "2026-03-02", time: "08:00", systolic: 142, diastolic: 85, category: "stage_2" },
      { date: "2026-03-01", time: "08:00", systolic: 118, diastolic: 76, category: "normal" },
    ]);
  });
});

describe("a blood pressure reading as one value", () => {
  const m = (metric_type: string, value: number, time: string | null = "08:00", date = "2026-11-20") => ({
    metric_type,
    value,
    date,
    time,
  });

  it("refuses a systolic not above the diastolic", () => {
    expect(bloodPressureIssue(128, 84)).toBeNull();
    expect(bloodPressureIssue(70, 140)).toBe("Systolic blood pressure must be higher than diastolic");
    expect(bloodPressureIssue(90, 90)).toBe("Systolic blood pressure must be higher than diastolic");
  });

  it("reads 128/84 mmHg", () => {
    expect(formatBloodPressure(128, 84)).toBe("128/84 mmHg");
    expect(formatBloodPressure(118.4, 76.6)).toBe("118/77 mmHg");
  });

  it("merges each pair of one moment into one line at its first half's place, and keeps the rest", () => {
    const rows = [
      m("heart_rate", 72),
      m("blood_pressure_diastolic", 84),
      m("weight", 70),
      m("blood_pressure_systolic", 128),
      m("blood_pressure_systolic", 140, "09:00"),
    ];
    const shown = withBloodPressureReadings(rows);
    expect(shown.map((s) => (s.kind === "metric" ? s.metric.metric_type : s.text))).toEqual([
      "heart_rate",
      "128/84 mmHg",
      "weight",
      "blood_pressure_systolic",
    ]);
    expect(shown[1]).toMatchObject({
      kind: "blood_pressure",
      systolic: rows[3],
      diastolic: rows[1],
      category: "stage_1",
    });
  });

  it("pairs only halves of the same date and time", () => {
    const shown = withBloodPressureReadings([
      m("blood_pressure_systolic", 128, "08:00"),
      m("blood_pressure_diastolic", 84, "08:00", "2026-11-21"),
      m("blood_pressure_diastolic", 80, null),
    ]);
    expect(shown.every((s) => s.kind === "metric")).toBe(true);
  });

  it("names the other half of a reading's type", () => {
    expect(bloodPressurePartner("blood_pressure_systolic")).toBe("blood_pressure_diastolic");
    expect(bloodPressurePartner("blood_pressure_diastolic")).toBe("blood_pressure_systolic");
    expect(bloodPressurePartner("heart_rate")).toBeNull();
  });
});
