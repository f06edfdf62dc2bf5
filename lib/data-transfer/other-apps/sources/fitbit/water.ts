/**
 * Water logs: each glass a log, in the unit the user logged it in. A day's logs become one
 * water entry of their sum, in whole millilitres (the same amount twice on a day would
 * otherwise look like the same entry imported twice). Kept across the files read together,
 * since a day's logs may fall in two files. State: one number per day.
 */
import { ML_PER_FL_OZ } from "@/lib/units";
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { addWater } from "../fitness/records";
import { whenOfDay } from "../fitness/when";
import { fitbitDate } from "./dates";
import { entriesOf, numberOf } from "./entries";

/** Millilitres per unit, by the names the archive and the API give them. */
const ML_PER_UNIT: Record<string, { ml: number; unit: string }> = {
  milliliter: { ml: 1, unit: "ml" },
  ml: { ml: 1, unit: "ml" },
  liter: { ml: 1000, unit: "L" },
  fluid_ounce: { ml: ML_PER_FL_OZ, unit: "fl oz" },
  fl_oz: { ml: ML_PER_FL_OZ, unit: "fl oz" },
  "fl oz": { ml: ML_PER_FL_OZ, unit: "fl oz" },
  cup: { ml: 8 * ML_PER_FL_OZ, unit: "cup" },
};

export const waterReader: JsonReader = {
  format: "json",
  begin(ctx, sink) {
    const days = new Map<string, number>();
    const units = new Set<string>();
    const skips = new SkipTally();
    return {
      read(value) {
        for (const e of entriesOf(value)) {
          const unitName = String(e.measurementUnit ?? "ml").toLowerCase();
          const unit = ML_PER_UNIT[unitName];
          const amount = numberOf(e.waterAmount);
          if (!unit) {
            skips.add("water", `Water logged in "${unitName}" (not a unit vitalog reads)`);
            continue;
          }
          if (amount === null || amount <= 0) {
            skips.add("water", "Water logs of no amount");
            continue;
          }
          const when = whenOfDay(fitbitDate(e.date), null, ctx);
          if ("problem" in when) {
            skips.add("water", when.problem);
            continue;
          }
          units.add(unit.unit);
          days.set(when.date, (days.get(when.date) ?? 0) + amount * unit.ml);
        }
      },
      end() {
        const unit = [...units].join(", ");
        for (const [date, ml] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) addWater(sink, skips, date, ml, unit);
        days.clear();
        skips.flush(sink);
      },
    };
  },
};
