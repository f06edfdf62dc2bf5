/**
 * Hevy's workouts.csv: one row per set, a workout's sets one after another. Each workout
 * becomes one strength exercise entry: its title, the minutes from its start to its end, at
 * the local time it started, and its sets summarised in the notes. State: one workout's sets.
 */
import { zonedInstant } from "@/lib/time/zones";
import type { CsvReader } from "../../source";
import { parseOffsetDateTime } from "../../time";
import type { ImportContext } from "../../types";
import { SkipTally } from "../../skip-tally";
import { Columns } from "../fitness/columns";
import { addExercise } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { FIELDS } from "./columns";
import { ExerciseSets, type HevySet } from "./sets";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const KM_PER_MILE = 1.609344;

/** "2024-10-10T06:56:10+00:00" keeps its instant; "26 Jul 2025, 07:06" is the user's clock. */
export function hevyInstant(text: string, ctx: ImportContext): Date | null {
  const withOffset = parseOffsetDateTime(text);
  if (withOffset) return withOffset;
  const m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[2]!.toLowerCase()) + 1 : 0;
  if (!m || month === 0) return null;
  const date = `${m[3]}-${String(month).padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
  const at = zonedInstant(date, `${m[4]!.padStart(2, "0")}:${m[5]}`, ctx.timeZone);
  return Number.isNaN(at.getTime()) ? null : at;
}

type Workout = { key: string; title: string; start: string; end: string; exercises: Map<string, ExerciseSets> };

function setOf(c: Columns, cells: readonly string[]): HevySet {
  const kg = c.number(cells, ...FIELDS.kg);
  const lbs = c.number(cells, ...FIELDS.lbs);
  const meters = c.number(cells, ...FIELDS.meters);
  const km = c.number(cells, ...FIELDS.km);
  const miles = c.number(cells, ...FIELDS.miles);
  return {
    type: c.text(cells, ...FIELDS.setType),
    reps: c.number(cells, ...FIELDS.reps),
    weight: kg ?? lbs,
    weightUnit: kg === null && lbs !== null ? "lbs" : "kg",
    km: km ?? (meters !== null ? meters / 1000 : miles !== null ? miles * KM_PER_MILE : null),
    seconds: c.number(cells, ...FIELDS.seconds),
    rpe: c.number(cells, ...FIELDS.rpe),
  };
}

export const hevyReader: CsvReader = {
  format: "csv",
  begin(ctx, sink) {
    const skips = new SkipTally();
    let columns: Columns | null = null;
    let current: Workout | null = null;

    const finish = () => {
      const w = current;
      current = null;
      if (!w) return;
      const start = hevyInstant(w.start, ctx);
      const end = hevyInstant(w.end, ctx);
      const when = whenOfInstant(start, ctx);
      if ("problem" in when) return skips.add("workouts", when.problem);
      const minutes = start && end ? (end.getTime() - start.getTime()) / 60_000 : NaN;
      const notes = [...w.exercises.values()].map(String).join("; ");
      addExercise(sink, skips, { name: w.title, minutes, type: "strength", when, notes });
    };

    return {
      row(cells) {
        if (!columns) {
          columns = new Columns(cells);
          return;
        }
        const c = columns;
        if (cells.every((cell) => cell.trim() === "")) return;
        const title = c.text(cells, ...FIELDS.title);
        const start = c.text(cells, ...FIELDS.start);
        const end = c.text(cells, ...FIELDS.end);
        const key = c.text(cells, ...FIELDS.id) || `${title}\u0000${start}\u0000${end}`;
        if (current?.key !== key) {
          finish();
          current = { key, title, start, end, exercises: new Map() };
        }
        const name = c.text(cells, ...FIELDS.exercise) || "Exercise";
        let sets = current.exercises.get(name);
        if (!sets) current.exercises.set(name, (sets = new ExerciseSets(name)));
        sets.add(setOf(c, cells));
      },
      end() {
        finish();
        skips.flush(sink);
      },
    };
  },
};
