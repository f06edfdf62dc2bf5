/**
 * physiological_cycles.csv: a row per WHOOP day (a "cycle", from one sleep to the next). Its
 * resting heart rate and blood oxygen, measured during the cycle's sleep, are stored at the
 * time that sleep ended. Skin temperature is the wrist's, lower than and not the same as
 * body temperature, so it is not stored as one. The sleep columns repeat sleeps.csv, which
 * is where sleep is read from (with the naps), so the same night is not counted twice.
 */
import type { CsvReader } from "../../source";
import { headedCsvReader } from "../fitness/columns";
import { addMetric } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { CYCLE_START, instantAt } from "./dates";
import { SLEEP_ONSET, WAKE_ONSET } from "./sleeps";

export const RESTING = "Resting";
export const SKIN_TEMPERATURE = "Skin temperature is not body temperature, so it is not imported";
export const SLEEP_IN_SLEEPS_CSV = "Sleep is imported from sleeps.csv (the same nights), not from this file";

const RHR = "Resting heart rate (bpm)";
const SPO2 = "Blood oxygen %";

const SKIPPED: readonly { reason: string; columns: readonly string[] }[] = [
  { reason: SKIN_TEMPERATURE, columns: ["Skin temp (celsius)"] },
  { reason: "Recovery scores are not imported", columns: ["Recovery score %"] },
  { reason: "Heart rate variability is not imported", columns: ["Heart rate variability (ms)"] },
  { reason: "Day strain is not imported", columns: ["Day Strain"] },
  { reason: "A day's calories burned are not imported", columns: ["Energy burned (cal)"] },
  { reason: "A day's average and highest heart rates are not imported", columns: ["Max HR (bpm)", "Average HR (bpm)"] },
  { reason: "Respiratory rate is not imported", columns: ["Respiratory rate (rpm)"] },
  { reason: SLEEP_IN_SLEEPS_CSV, columns: ["Asleep duration (min)"] },
];

export const cyclesReader: CsvReader = headedCsvReader((c, cells, ctx, sink, skips) => {
  const rhr = c.number(cells, RHR);
  const spo2 = c.number(cells, SPO2);
  if (rhr !== null || spo2 !== null) {
    const at =
      instantAt(c, cells, WAKE_ONSET, ctx) ??
      instantAt(c, cells, SLEEP_ONSET, ctx) ??
      instantAt(c, cells, CYCLE_START, ctx);
    const when = whenOfInstant(at, ctx);
    if ("problem" in when) {
      if (rhr !== null) skips.add("heart_rate", when.problem);
      if (spo2 !== null) skips.add("oxygen_saturation", when.problem);
    } else {
      if (rhr !== null) {
        const value = Math.round(rhr);
        addMetric(sink, skips, { type: "heart_rate", value, unit: "bpm", when, notes: RESTING });
      }
      if (spo2 !== null) addMetric(sink, skips, { type: "oxygen_saturation", value: spo2, unit: "%", when });
    }
  }
  for (const group of SKIPPED) {
    if (group.columns.some((name) => c.text(cells, name) !== "")) skips.add(null, group.reason);
  }
});
