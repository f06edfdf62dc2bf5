/**
 * Steps, minute by minute (the value a string), in UTC: summed per day of the user's own
 * calendar. A file holds about a month and a day of the user's may begin in one file and end
 * in the next, so the totals are kept across the files read together and given after the last.
 * State: one number per day.
 */
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { addDailySteps } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { fitbitInstant } from "./dates";
import { entriesOf, numberOf } from "./entries";

export const stepsReader: JsonReader = {
  format: "json",
  begin(ctx, sink) {
    const days = new Map<string, number>();
    const skips = new SkipTally();
    return {
      read(value) {
        for (const e of entriesOf(value)) {
          const steps = numberOf(e.value);
          if (steps === null || steps < 0) {
            skips.add("steps", "Step counts that are not numbers");
            continue;
          }
          const when = whenOfInstant(fitbitInstant(e.dateTime), ctx);
          if ("problem" in when) {
            skips.add("steps", when.problem);
            continue;
          }
          days.set(when.date, (days.get(when.date) ?? 0) + steps);
        }
      },
      end() {
        for (const [date, steps] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
          addDailySteps(sink, skips, date, steps);
        }
        days.clear();
        skips.flush(sink);
      },
    };
  },
};
