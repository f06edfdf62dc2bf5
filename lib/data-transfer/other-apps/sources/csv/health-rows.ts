/**
 * Mapped rows that hold measurements: one health metric each, except a blood pressure, which
 * is one record of two items (systolic and diastolic at the same time). Its two numbers come
 * in one cell ("120/80"), in two columns of one row, or in two rows of the same date and time
 * (a systolic row and a diastolic row); the last kind waits, one reading at a time, for its
 * other half.
 */
import { bloodPressureIssue } from "@/lib/health/blood-pressure";
import type { MetricType } from "@/lib/health/schema";
import type { ImportRecord, RecordSink } from "../../types";
import { metricValue } from "./metric-value";
import { metricTypeOf, recordKindOf } from "./metrics";
import type { SkipTally } from "../../skip-tally";
import { parseClockDuration, parsePair, parseValue } from "./values";

export type MappedRow = { date: string; time: string; kind: string; value: string; unit: string | null };

/** Distinct unknown kinds named one by one in the preview; the rest are counted together. */
const NAMED_UNKNOWN_KINDS = 20;
export const NO_VALUE = "Rows without a value";
export const UNPAIRED = "Systolic or diastolic values without the other half at the same date and time";
export const BP_ORDER = "Blood pressures whose systolic value is not above the diastolic";

export function unknownKind(kind: string): string {
  return `"${kind}" is not a measurement vitalog knows`;
}
export const OTHER_UNKNOWN_KINDS = "Other kinds of measurement vitalog does not know";

function metric(type: MetricType, value: number, unit: string, date: string, time: string) {
  return { kind: "health_metric" as const, body: { metric_type: type, value, unit, date, time } };
}

export class HealthRows {
  private unknown = new Set<string>();
  private halves = new Map<string, { systolic?: number; diastolic?: number }>();
  private unpaired = 0;

  constructor(
    private readonly sink: RecordSink,
    private readonly skips: SkipTally,
  ) {}

  row(row: MappedRow): void {
    const type = metricTypeOf(row.kind);
    if (!type) return this.unknownKind(row.kind);
    const kind = recordKindOf(type);
    if (!row.value.trim()) return this.skips.add(kind, NO_VALUE);
    if (type === "blood_pressure") {
      const pair = parsePair(row.value);
      if (pair) return this.pressure(pair[0], pair[1], row);
      return this.skips.add(kind, "Blood pressures not written as systolic/diastolic (120/80)");
    }
    if (type === "blood_pressure_systolic" || type === "blood_pressure_diastolic") return this.half(type, row);

    const duration = type === "sleep" ? parseClockDuration(row.value) : null;
    const parsed = duration !== null ? { value: duration / 60, unit: "h" } : parseValue(row.value);
    if (!parsed) return this.skips.add(kind, NO_VALUE);
    const read = metricValue(type, parsed.value, row.unit ?? parsed.unit);
    if ("problem" in read) return this.skips.add(kind, read.problem);
    const record: ImportRecord = {
      kind,
      date: row.date,
      unit: read.unit,
      items: [metric(type, read.value, read.unit, row.date, row.time)],
    };
    this.sink.add(record);
  }

  end(): void {
    this.unpaired += this.halves.size;
    this.halves.clear();
    this.skips.add("blood_pressure", UNPAIRED, this.unpaired);
  }

  private unknownKind(kind: string): void {
    const name = kind.trim();
    if (!name) return this.skips.add(null, "Rows without a kind of measurement");
    if (this.unknown.has(name) || this.unknown.size < NAMED_UNKNOWN_KINDS) {
      this.unknown.add(name);
      return this.skips.add(null, unknownKind(name));
    }
    this.skips.add(null, OTHER_UNKNOWN_KINDS);
  }

  private half(type: "blood_pressure_systolic" | "blood_pressure_diastolic", row: MappedRow): void {
    const parsed = parseValue(row.value);
    if (!parsed) return this.skips.add("blood_pressure", NO_VALUE);
    const key = `${row.date} ${row.time}`;
    const pending = this.halves.get(key) ?? {};
    const side = type === "blood_pressure_systolic" ? "systolic" : "diastolic";
    if (pending[side] !== undefined) this.unpaired += 1;
    pending[side] = parsed.value;
    if (pending.systolic !== undefined && pending.diastolic !== undefined) {
      this.halves.delete(key);
      return this.pressure(pending.systolic, pending.diastolic, row);
    }
    this.halves.set(key, pending);
  }

  private pressure(systolic: number, diastolic: number, row: MappedRow): void {
    if (row.unit !== null && row.unit !== "mmHg") {
      return this.skips.add("blood_pressure", `Blood pressure in "${row.unit}" is not a unit vitalog reads`);
    }
    const sys = metricValue("blood_pressure_systolic", systolic, "mmHg");
    const dia = metricValue("blood_pressure_diastolic", diastolic, "mmHg");
    if ("problem" in sys) return this.skips.add("blood_pressure", sys.problem);
    if ("problem" in dia) return this.skips.add("blood_pressure", dia.problem);
    if (bloodPressureIssue(sys.value, dia.value)) return this.skips.add("blood_pressure", BP_ORDER);
    this.sink.add({
      kind: "blood_pressure",
      date: row.date,
      unit: "mmHg",
      items: [
        metric("blood_pressure_systolic", sys.value, "mmHg", row.date, row.time),
        metric("blood_pressure_diastolic", dia.value, "mmHg", row.date, row.time),
      ],
    });
  }
}
