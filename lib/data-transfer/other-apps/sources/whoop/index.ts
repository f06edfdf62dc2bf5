/**
 * WHOOP's data export (my_whoop_data_…/): physiological_cycles.csv, sleeps.csv and
 * workouts.csv, each known by its header (every one begins with the cycle's start, end and
 * time zone) and its own columns. journal_entries.csv is named as not imported.
 */
import type { Recogniser } from "../../source";
import { headerOf } from "../fitness/columns";
import { cyclesReader } from "./cycles";
import { CYCLE_START, CYCLE_ZONE } from "./dates";
import { sleepsReader } from "./sleeps";
import { workoutsReader } from "./workouts";

export const JOURNAL_NOT_IMPORTED = "WHOOP's journal answers are not imported";

export const recogniseWhoop: Recogniser = (name, head) => {
  if (!/\.csv$/i.test(name)) return null;
  const header = headerOf(head).map((h) => h.toLowerCase());
  if (!header.includes(CYCLE_START.toLowerCase()) || !header.includes(CYCLE_ZONE.toLowerCase())) return null;
  if (header.includes("workout start time")) {
    return { source: "whoop", fileKind: "WHOOP workouts", reader: workoutsReader };
  }
  if (header.includes("nap")) return { source: "whoop", fileKind: "WHOOP sleeps", reader: sleepsReader };
  if (header.includes("recovery score %") || header.includes("resting heart rate (bpm)")) {
    return { source: "whoop", fileKind: "WHOOP physiological cycles", reader: cyclesReader };
  }
  if (header.includes("question text")) {
    return { source: "whoop", fileKind: "WHOOP journal", notImported: JOURNAL_NOT_IMPORTED };
  }
  return null;
};
