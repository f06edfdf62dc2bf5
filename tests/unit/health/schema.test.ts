import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { defaultUnit, metricCreateSchema, migraineCreateSchema } from "@/lib/health/schema";

const metric = (metric_type: string, value: number, unit?: string) =>
  z.safeParse(metricCreateSchema, { metric_type, value, unit });

describe("metric plausibility", () => {
  it.each([
    ["heart_rate", "bpm", 20, 250],
    ["body_temperature", "C", 30, 45],
    ["body_temperature", "F", 86, 113],
    ["blood_pressure_systolic", "mmHg", 60, 260],
    ["blood_pressure_diastolic", "mmHg", 30, 160],
    ["weight", "kg", 20, 500],
    ["weight", "lbs", 44, 1100],
    ["oxygen_saturation", "%", 50, 100],
    ["glucose", "mmol/L", 1.1, 33.3],
  ])("%s in %s accepts %d to %d and nothing outside", (type, unit, min, max) => {
    expect(metric(type, min, unit).success).toBe(true);
    expect(metric(type, max, unit).success).toBe(true);
    expect(metric(type, min - 0.1, unit).success).toBe(false);
    expect(metric(type, max + 0.1, unit).success).toBe(false);
  });

  it("fills the unit of a single-unit type and picks lbs/F for imperial forms", () => {
    const parsed = z.parse(metricCreateSchema, { metric_type: "heart_rate", value: 60 });
    expect(parsed.unit).toBe("bpm");
    expect(defaultUnit("weight", true)).toBe("lbs");
    expect(defaultUnit("body_temperature", false)).toBe("C");
  });
});

describe("migraine lists", () => {
  it("trims and drops repeated items, keeping the first spelling", () => {
    const parsed = z.parse(migraineCreateSchema, {
      severity: 5,
      triggers: [" Stress ", "stress", "Red wine"],
      symptoms: null,
    });
    expect(parsed.triggers).toEqual(["Stress", "Red wine"]);
    expect(parsed.symptoms).toEqual([]);
  });

  it("accepts exactly 30 items of 60 characters and refuses the 31st", () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `${String(i).padStart(2, "0")}${"x".repeat(58)}`);
    expect(z.safeParse(migraineCreateSchema, { severity: 5, triggers: items(30) }).success).toBe(true);
    expect(z.safeParse(migraineCreateSchema, { severity: 5, triggers: items(31) }).success).toBe(false);
  });
});
