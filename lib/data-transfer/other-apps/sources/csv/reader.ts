/**
 * Reads a CSV with the user's column mapping: which column holds the date (and the time), the
 * kind (or one kind for every row), the value and the unit. Columns are found by their header
 * names. Without a mapping nothing is read: the preview shows the columns (as facts) and asks.
 */
import type { CsvReader } from "../../source";
import { dateProblem, localOf } from "../../time";
import type { CsvMapping, ImportContext, RecordKind, RecordSink } from "../../types";
import { entryTime } from "../daylio/layout";
import { parseDateCell, type DayOrder } from "./dates";
import { exerciseRow, foodRow } from "./food-exercise-rows";
import { HealthRows, type MappedRow } from "./health-rows";
import { metricTypeOf } from "./metrics";
import type { CsvProfile } from "./profile";
import { SkipTally } from "../../skip-tally";
import { normaliseUnit, unitInName } from "./units";

export const CHOOSE_COLUMNS = "Choose which columns hold the date, the kind and the value";
export const NO_DATE = "Rows without a readable date";
export const NO_KIND = "Choose which column holds the kind, or one kind for every row";
/** A row without a time keeps this one, so importing it again finds the same record. */
export const NO_TIME = "00:00";

export function missingColumn(name: string): string {
  return `The column "${name}" chosen in the mapping is not in this file`;
}

const TARGET_KIND: Record<CsvMapping["target"], RecordKind | null> = {
  health_metric: null,
  food_entry: "food",
  exercise: "workouts",
};

type Columns = { date: number; time: number | null; kind: number | null; value: number; unit: number | null };

/** The index of a column named `name` (as written, else ignoring case and spaces around it). */
function columnIndex(headers: readonly string[], name: string | null | undefined): number | null {
  if (!name) return null;
  const exact = headers.indexOf(name);
  if (exact >= 0) return exact;
  const wanted = name.trim().toLowerCase();
  const loose = headers.findIndex((h) => h.trim().toLowerCase() === wanted);
  return loose >= 0 ? loose : -1;
}

function isPressure(kind: string | null | undefined): boolean {
  const type = metricTypeOf(kind ?? "");
  return type === "blood_pressure" || type === "blood_pressure_systolic" || type === "blood_pressure_diastolic";
}

/** A wide file's blood pressure: the value column is one half, the other half sits beside it. */
function partnerColumn(
  headers: readonly string[],
  valueHeader: string,
): { index: number; systolicFirst: boolean } | null {
  const own = metricTypeOf(valueHeader);
  if (own !== "blood_pressure_systolic" && own !== "blood_pressure_diastolic") return null;
  const other = own === "blood_pressure_systolic" ? "blood_pressure_diastolic" : "blood_pressure_systolic";
  const index = headers.findIndex((h) => metricTypeOf(h) === other);
  return index >= 0 ? { index, systolicFirst: own === "blood_pressure_systolic" } : null;
}

export function csvReader(profile: CsvProfile): CsvReader {
  return {
    format: "csv",
    begin(ctx: ImportContext, sink: RecordSink) {
      const skips = new SkipTally();
      const health = new HealthRows(sink, skips);
      const mapping = ctx.mapping;
      const targetKind = mapping ? TARGET_KIND[mapping.target] : null;
      let headers: string[] | null = null;
      let problem: string | null = null;
      let rows = 0;
      let at: Columns = { date: -1, time: null, kind: null, value: -1, unit: null };
      let partner: ReturnType<typeof partnerColumn> = null;
      let fixedUnit: string | null = null;
      let order: DayOrder | null = null;

      const start = (cells: string[]) => {
        headers = cells.map((c) => c.trim());
        for (const name of headers) if (name) sink.fact("column", name);
        if (!mapping || !mapping.columns.date || !mapping.columns.value) return void (problem = CHOOSE_COLUMNS);
        const c = mapping.columns;
        const found = {
          date: columnIndex(headers, c.date) ?? -1,
          time: columnIndex(headers, c.time),
          kind: columnIndex(headers, c.kind),
          value: columnIndex(headers, c.value) ?? -1,
          unit: columnIndex(headers, c.unit),
        };
        const missing = (Object.keys(found) as (keyof typeof found)[]).find((k) => found[k] === -1);
        if (missing) return void (problem = missingColumn((c[missing] as string | null | undefined) ?? ""));
        if (found.kind === null && !c.fixed_kind?.trim()) return void (problem = NO_KIND);
        at = found;
        order = profile.columns[found.date]?.order ?? null;
        const valueHeader = headers[found.value]!;
        if (mapping.target === "health_metric" && found.kind === null && isPressure(c.fixed_kind)) {
          partner = partnerColumn(headers, valueHeader);
        }
        fixedUnit = normaliseUnit(c.fixed_unit) ?? (found.unit === null ? unitInName(valueHeader) : null);
      };

      const read = (cells: string[]) => {
        const cell = (i: number | null) => (i === null || i < 0 ? "" : (cells[i] ?? "").trim());
        const kind = at.kind === null ? (mapping!.columns.fixed_kind ?? "") : cell(at.kind);
        const recordKind = mapping!.target === "health_metric" ? null : targetKind;
        const when = parseDateCell(cell(at.date), order);
        if (!when) return skips.add(recordKind, NO_DATE);
        const local = "instant" in when ? localOf(when.instant, ctx) : when;
        const time = "instant" in when ? local.time : (entryTime(cell(at.time)) ?? local.time);
        const refused = dateProblem(local.date, ctx);
        if (refused) return skips.add(recordKind, refused);
        let value = cell(at.value);
        let rowKind = kind;
        const other = partner ? cell(partner.index) : "";
        if (partner && value && other) {
          value = partner.systolicFirst ? `${value}/${other}` : `${other}/${value}`;
          rowKind = "blood pressure";
        }
        const row: MappedRow = {
          date: local.date,
          time: time ?? NO_TIME,
          kind: rowKind,
          value,
          unit: normaliseUnit(cell(at.unit)) ?? fixedUnit,
        };
        if (mapping!.target === "health_metric") health.row(row);
        else if (mapping!.target === "food_entry") foodRow({ ...row, timed: time !== null }, sink, skips);
        else exerciseRow(row, sink, skips);
      };

      return {
        row(cells) {
          if (!headers) return start(cells);
          if (cells.every((c) => c.trim() === "")) return;
          rows += 1;
          if (!problem) read(cells);
        },
        end() {
          if (problem) skips.add(targetKind, problem, rows);
          else health.end();
          skips.flush(sink);
        },
      };
    },
  };
}
