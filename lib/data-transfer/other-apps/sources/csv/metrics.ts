/**
 * The measurements a mapped CSV may hold, named as people name them ("Weight (kg)", "pulse",
 * "SpO2", "Blood sugar"), and the kind of record each becomes.
 */
import type { MetricType } from "@/lib/health/schema";
import type { RecordKind } from "../../types";

const NAMES: Record<string, string[]> = {
  weight: ["weight", "body weight", "bodyweight", "body mass", "mass", "gewicht", "peso", "poids"],
  heart_rate: [
    "heart rate",
    "heartrate",
    "hr",
    "pulse",
    "resting heart rate",
    "rhr",
    "puls",
    "pulso",
    "bpm",
    "frecuencia cardiaca",
  ],
  glucose: ["glucose", "blood glucose", "blood sugar", "bg", "sugar", "glucosa", "glukose", "blutzucker"],
  blood_pressure_systolic: ["systolic", "sys", "systolic blood pressure", "blood pressure systolic", "bp systolic"],
  blood_pressure_diastolic: [
    "diastolic",
    "dia",
    "diastolic blood pressure",
    "blood pressure diastolic",
    "bp diastolic",
  ],
  blood_pressure: ["blood pressure", "bp", "blutdruck", "presion arterial", "tension arterielle"],
  body_temperature: ["temperature", "body temperature", "temp", "body temp", "temperatur", "temperatura"],
  oxygen_saturation: [
    "oxygen saturation",
    "spo2",
    "sp o2",
    "o2 saturation",
    "blood oxygen",
    "oxygen",
    "sao2",
    "o2 sat",
  ],
  sleep: ["sleep", "sleep hours", "sleep duration", "hours slept", "time asleep", "asleep", "schlaf"],
};

const BY_NAME = new Map<string, MetricType>(
  Object.entries(NAMES).flatMap(([type, names]) => names.map((n) => [n, type as MetricType] as [string, MetricType])),
);

/** A name as compared: lower case, accents and a trailing unit in brackets dropped, words kept. */
export function nameKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[([][^)\]]*[)\]]\s*$/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The metric a kind names ("Weight (kg)" is weight, "Pulse" heart rate); null when none. */
export function metricTypeOf(text: string): MetricType | null {
  const key = nameKey(text);
  const found = BY_NAME.get(key);
  if (found) return found;
  // "weight kg", "sleep hours": the name with a unit word after it
  const words = key.split(" ");
  return words.length > 1 ? (BY_NAME.get(words.slice(0, -1).join(" ")) ?? null) : null;
}

/** The kind of import record a metric makes. */
export function recordKindOf(type: MetricType): RecordKind {
  switch (type) {
    case "blood_pressure":
    case "blood_pressure_systolic":
    case "blood_pressure_diastolic":
      return "blood_pressure";
    case "temperature":
    case "body_temperature":
      return "body_temperature";
    default:
      return type;
  }
}
