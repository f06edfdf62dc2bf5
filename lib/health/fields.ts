/**
 * The health choices, limits and plausible ranges.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const MIGRAINE_TRIGGERS = [
  "Stress",
  "Lack of sleep",
  "Weather changes",
  "Certain foods",
  "Bright lights",
  "Hormonal changes",
] as const;
export const MIGRAINE_SYMPTOMS = [
  "Headache",
  "Nausea",
  "Sensitivity to light",
  "Sensitivity to sound",
  "Visual disturbances",
  "Fatigue",
] as const;

export const SEVERITY = { min: 1, max: 10, default: 5 } as const;
export const LIST_MAX_ITEMS = 30;
export const LIST_ITEM_MAX = 60;
export const NOTES_MAX = 2000;
export const SHORT_TEXT_MAX = 200;

type Range = { min: number; max: number };
/** Plausible values per type and unit; the first unit is the type's default. */
export const METRIC_RULES = {
  blood_pressure_systolic: { label: "Systolic blood pressure", units: { mmHg: { min: 50, max: 260 } } },
  blood_pressure_diastolic: { label: "Diastolic blood pressure", units: { mmHg: { min: 30, max: 160 } } },
  blood_pressure: { label: "Blood pressure", units: { mmHg: { min: 30, max: 260 } } },
  heart_rate: { label: "Heart rate", units: { bpm: { min: 20, max: 250 } } },
  weight: { label: "Weight", units: { kg: { min: 20, max: 500 }, lbs: { min: 44, max: 1100 } } },
  body_temperature: { label: "Body temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  temperature: { label: "Temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  glucose: { label: "Glucose", units: { "mg/dL": { min: 20, max: 600 }, "mmol/L": { min: 1.1, max: 33.3 } } },
  oxygen_saturation: { label: "Oxygen saturation", units: { "%": { min: 50, max: 100 } } },
} as const satisfies Record<string, { label: string; units: Record<string, Range> }>;

export type MetricType = keyof typeof METRIC_RULES;
export const METRIC_TYPES = Object.keys(METRIC_RULES) as MetricType[];
/** The types the vitals form writes (spec section 3). */
export const VITALS_FORM_TYPES = [
  "blood_pressure_systolic",
  "blood_pressure_diastolic",
  "heart_rate",
  "weight",
  "body_temperature",
] as const;
/** The types offered in the edit modal (spec section 3). */
export const EDIT_MODAL_TYPES = [
  "blood_pressure",
  "heart_rate",
  "weight",
  "temperature",
  "glucose",
  "oxygen_saturation",
] as const;

export function unitsFor(type: MetricType): string[] {
  return Object.keys(METRIC_RULES[type].units);
}

export function rangeFor(type: MetricType, unit: string): Range | undefined {
  return (METRIC_RULES[type].units as Record<string, Range>)[unit];
}

/** The default unit of a type for a user: lbs and F for imperial users. */
export function defaultUnit(type: MetricType, imperial: boolean): string {
  const units = unitsFor(type);
  if (imperial && units.includes("lbs")) return "lbs";
  if (imperial && units.includes("F")) return "F";
  return units[0]!;
}

/** The readable problem with a value, or null when it is plausible. */
export function metricValueProblem(type: MetricType, unit: string, value: number): string | null {
  const range = rangeFor(type, unit);
  if (!range) return `unit for ${type} must be one of ${unitsFor(type).join(", ")}`;
  if (value < range.min || value > range.max) {
    return `${METRIC_RULES[type].label} must be between ${range.min} and ${range.max} ${unit}`;
  }
  return null;
}
