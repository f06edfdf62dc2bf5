/**
 * What an importer makes of another app's export: records of the kinds vitalog stores, each
 * one or more items of POST /api/batch, and the reasons for what it leaves out. Everything
 * here runs in the browser's import worker and in Node's tests alike: no DOM, no server.
 */
import type { BatchKind } from "@/lib/batch/schema";
import type { CsvMapping } from "./mapping";

export const SOURCES = {
  apple_health: "Apple Health",
  myfitnesspal: "MyFitnessPal",
  cronometer: "Cronometer",
  fitbit: "Fitbit",
  google_fit: "Google Fit",
  whoop: "WHOOP",
  hevy: "Hevy",
  daylio: "Daylio",
  csv: "CSV",
} as const;
export type SourceId = keyof typeof SOURCES;

/** The kinds of record an import brings, as the preview and the summary name them. */
export const RECORD_KINDS = {
  weight: "Weight",
  blood_pressure: "Blood pressure",
  heart_rate: "Heart rate",
  body_temperature: "Body temperature",
  glucose: "Blood glucose",
  oxygen_saturation: "Oxygen saturation",
  steps: "Steps",
  sleep: "Sleep",
  workouts: "Workouts",
  food: "Food",
  water: "Water",
  journal: "Journal",
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

/** Kinds a user must choose to import (the preview leaves them unticked). */
export const OPT_IN_KINDS: readonly RecordKind[] = ["sleep"];

/** One write of POST /api/batch: its kind and the body its single route takes. */
export type BatchItemOut = { kind: BatchKind; body: Record<string, unknown> };

/**
 * One record as it will be stored: a weight is one item, a blood pressure two (systolic and
 * diastolic, at the same time). `date` is the user's local date, for the preview's range.
 */
export type ImportRecord = {
  kind: RecordKind;
  date: string;
  items: BatchItemOut[];
  /** The unit the file gave the value in ("lbs", "mmol/L"), for the preview's "units detected". */
  unit?: string;
};

/** Where an importer puts what it reads. */
export interface RecordSink {
  add(record: ImportRecord): void;
  /** Something left out, and why, in words a user understands ("Distance walked is not imported"). */
  skip(kind: RecordKind | null, reason: string, count?: number): void;
  /**
   * A fact about the file the preview asks the user about: the mood labels of a Daylio export
   * ("mood", "Sin animo"), the columns of a CSV to map ("column", "Weight (kg)"). Kept distinct.
   */
  fact(topic: FactTopic, value: string): void;
}

export type FactTopic = "mood" | "column";

/** A mood label of the file, and the 1-10 score the user confirmed for it. */
export type MoodMap = Record<string, number>;

/** Which columns of a CSV hold what (the column-mapping screen's answer). */
export type { CsvMapping };

/** What the importers need to know of the user and of the choices made in the preview. */
export type ImportContext = {
  /** The user's IANA zone: a time without an offset is read in it. */
  timeZone: string;
  /** The user's today (YYYY-MM-DD); later dates, and dates before 1900, are refused. */
  today: string;
  moodMap?: MoodMap;
  mapping?: CsvMapping;
};

/** Why a file is not imported at all, shown in the preview. */
export class ImportFileError extends Error {}
