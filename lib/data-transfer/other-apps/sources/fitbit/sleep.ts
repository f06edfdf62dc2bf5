/**
 * Sleep logs: a night's hours asleep (not the time in bed), dated by the day Fitbit gives the
 * night (dateOfSleep, the morning it ended) at the local time it ended. Fitbit writes sleep
 * times in the user's clock, without a zone. Naps (logs that are not the main sleep) are left
 * out: vitalog keeps sleep as a night's hours.
 */
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { addSleep } from "../fitness/records";
import { whenOfDay } from "../fitness/when";
import { fitbitClock } from "./dates";
import { entriesOf, numberOf } from "./entries";

export const NAPS = "Naps are not imported (sleep is kept as a night's hours)";

export const sleepReader: JsonReader = {
  format: "json",
  read(value, ctx, sink) {
    const skips = new SkipTally();
    for (const e of entriesOf(value)) {
      if (e.mainSleep === false) {
        skips.add("sleep", NAPS);
        continue;
      }
      const when = whenOfDay(typeof e.dateOfSleep === "string" ? e.dateOfSleep : null, fitbitClock(e.endTime), ctx);
      if ("problem" in when) {
        skips.add("sleep", when.problem);
        continue;
      }
      addSleep(sink, skips, numberOf(e.minutesAsleep) ?? NaN, when);
    }
    skips.flush(sink);
  },
};
