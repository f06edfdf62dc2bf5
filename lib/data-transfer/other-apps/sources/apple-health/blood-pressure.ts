/**
 * Blood pressure readings. Apple keeps a reading as a Correlation holding a systolic and a
 * diastolic Record, and lists the same two Records again at the top level; other apps (and
 * export_cda.xml) give only the two values, paired by their time. A reading is stored once:
 * the correlation's, and a top-level pair only when no correlation has the same time and
 * values. Top-level values wait for the end of the file, since their correlation may come
 * after them; the state is one entry per reading, never per record of other kinds.
 */
import { bloodPressureIssue, DIASTOLIC_RANGE, SYSTOLIC_RANGE } from "@/lib/health/blood-pressure";
import type { ImportContext, RecordSink } from "../../types";
import { NO_DATE, whenOf } from "./dates";

export const SYSTOLIC = "HKQuantityTypeIdentifierBloodPressureSystolic";
export const DIASTOLIC = "HKQuantityTypeIdentifierBloodPressureDiastolic";
export const BLOOD_PRESSURE = "HKCorrelationTypeIdentifierBloodPressure";

export const REPEATED = "Listed twice in the export (already in a blood pressure reading)";
export const UNPAIRED = "A systolic or diastolic value without its other half";
const NO_VALUE = "Blood pressure without a readable value in mmHg";

type Half = "systolic" | "diastolic";
type Pair = { at: Date | null; systolic?: number; diastolic?: number };

export function halfOf(type: string): Half | null {
  if (type === SYSTOLIC) return "systolic";
  if (type === DIASTOLIC) return "diastolic";
  return null;
}

/** A value in mmHg, or null (Apple writes blood pressure in mmHg only). */
function mmHg(value: string | undefined, unit: string | undefined): number | null {
  if (unit !== undefined && unit !== "mmHg") return null;
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

const keyOf = (at: Date, systolic: number, diastolic: number) => `${at.getTime()}|${systolic}|${diastolic}`;

export class BloodPressureReadings {
  private open: Pair | null = null;
  private fromCorrelations = new Set<string>();
  /** Top-level values by time (and source), waiting for the end of the file. */
  private loose = new Map<string, Pair>();
  private repeated = 0;

  constructor(
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
  ) {}

  openCorrelation(at: Date | null): void {
    this.open = { at };
  }

  /** A Record inside the correlation. */
  correlationValue(half: Half, value: string | undefined, unit: string | undefined): void {
    if (!this.open) return;
    const n = mmHg(value, unit);
    if (n !== null) this.open[half] = n;
  }

  closeCorrelation(): void {
    const pair = this.open;
    this.open = null;
    if (!pair) return;
    if (pair.systolic === undefined || pair.diastolic === undefined) return this.sink.skip("blood_pressure", UNPAIRED);
    if (pair.at) {
      const key = keyOf(pair.at, pair.systolic, pair.diastolic);
      if (this.fromCorrelations.has(key)) return this.countRepeated();
      this.fromCorrelations.add(key);
    }
    this.emit(pair.at, pair.systolic, pair.diastolic);
  }

  /** A systolic or diastolic value on its own; `source` keeps two apps' values at one time apart. */
  looseValue(half: Half, value: string | undefined, unit: string | undefined, at: Date | null, source = ""): void {
    const n = mmHg(value, unit);
    if (n === null) return this.sink.skip("blood_pressure", NO_VALUE);
    if (!at) return this.sink.skip("blood_pressure", NO_DATE);
    const slot = `${at.getTime()}|${source}`;
    const pair = this.loose.get(slot) ?? { at };
    if (pair[half] !== undefined) this.sink.skip("blood_pressure", UNPAIRED);
    pair[half] = n;
    this.loose.set(slot, pair);
  }

  end(): void {
    for (const pair of this.loose.values()) {
      if (pair.systolic === undefined || pair.diastolic === undefined) {
        this.sink.skip("blood_pressure", UNPAIRED);
        continue;
      }
      const key = keyOf(pair.at!, pair.systolic, pair.diastolic);
      if (this.fromCorrelations.has(key)) {
        this.countRepeated();
        continue;
      }
      // two sources with the same reading at the same time: one reading
      this.fromCorrelations.add(key);
      this.emit(pair.at, pair.systolic, pair.diastolic);
    }
    this.loose.clear();
    this.sink.skip("blood_pressure", REPEATED, this.repeated);
  }

  private countRepeated(): void {
    this.repeated += 1;
  }

  private emit(at: Date | null, systolic: number, diastolic: number): void {
    if (systolic < SYSTOLIC_RANGE.min || systolic > SYSTOLIC_RANGE.max) {
      return this.sink.skip("blood_pressure", `Systolic outside ${SYSTOLIC_RANGE.min}–${SYSTOLIC_RANGE.max} mmHg`);
    }
    if (diastolic < DIASTOLIC_RANGE.min || diastolic > DIASTOLIC_RANGE.max) {
      return this.sink.skip("blood_pressure", `Diastolic outside ${DIASTOLIC_RANGE.min}–${DIASTOLIC_RANGE.max} mmHg`);
    }
    const issue = bloodPressureIssue(systolic, diastolic);
    if (issue) return this.sink.skip("blood_pressure", issue);
    const when = whenOf(at, this.ctx);
    if ("problem" in when) return this.sink.skip("blood_pressure", when.problem);
    const body = { unit: "mmHg", date: when.date, time: when.time };
    this.sink.add({
      kind: "blood_pressure",
      date: when.date,
      unit: "mmHg",
      items: [
        { kind: "health_metric", body: { metric_type: "blood_pressure_systolic", value: systolic, ...body } },
        { kind: "health_metric", body: { metric_type: "blood_pressure_diastolic", value: diastolic, ...body } },
      ],
    });
  }
}
