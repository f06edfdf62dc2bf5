/**
 * sleeps.csv: each sleep WHOOP tracked, naps included. A night's hours asleep (not the time
 * in bed) are stored on the local day, and at the local time, it ended. Naps are left out:
 * vitalog keeps sleep as a night's hours, and a nap stored beside the night would read as a
 * second night.
 */
import type { CsvReader } from "../../source";
import { headedCsvReader } from "../fitness/columns";
import { addSleep } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { instantAt } from "./dates";

export const SLEEP_ONSET = "Sleep onset";
export const WAKE_ONSET = "Wake onset";
export const NAPS = "Naps are not imported (sleep is kept as a night's hours)";
export const SLEEP_DETAILS = "Sleep stages, performance, need and debt are not imported";

const ASLEEP = "Asleep duration (min)";
const DETAILS = [
  "Sleep performance %",
  "Light sleep duration (min)",
  "Deep (SWS) duration (min)",
  "REM duration (min)",
  "Sleep need (min)",
  "Sleep debt (min)",
];

export const sleepsReader: CsvReader = headedCsvReader((c, cells, ctx, sink, skips) => {
  if (c.text(cells, "Nap").toLowerCase() === "true") return skips.add("sleep", NAPS);
  const when = whenOfInstant(instantAt(c, cells, WAKE_ONSET, ctx), ctx);
  if ("problem" in when) return skips.add("sleep", when.problem);
  const minutes = c.number(cells, ASLEEP);
  addSleep(sink, skips, minutes ?? NaN, when);
  if (minutes !== null && DETAILS.some((name) => c.text(cells, name) !== "")) skips.add(null, SLEEP_DETAILS);
});
