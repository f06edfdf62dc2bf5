import { describe, expect, it } from "vitest";
import { classifyBloodPressure, pairBloodPressure } from "@/lib/health/blood-pressure";

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
