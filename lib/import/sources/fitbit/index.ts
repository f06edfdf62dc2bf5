/**
 * Fitbit's account archive ("user-site-export", also inside Google Takeout's Fitbit folder):
 * many small JSON files named for what they hold and when ("weight-2017-07-05.json",
 * "exercise-0.json"). A file is known by its name and by its content having that kind's
 * shape; the kinds vitalog keeps are read, the others named as not imported, with the reason.
 */
import type { Recognised, Recogniser } from "../../source";
import { restingHeartRateReader, weightReader } from "./body";
import { exerciseReader } from "./exercise";
import { foodReader } from "./food";
import { sleepReader } from "./sleep";
import { stepsReader } from "./steps";
import { waterReader } from "./water";
import type { JsonReader } from "../../source";

export const HEART_RATE_NOT_IMPORTED = "Heart rate every few seconds is not imported; the daily resting heart rate is";

type Kind = {
  fileKind: string;
  /** A key the content's first entry has (an empty list has none, and is still this kind). */
  key: string;
} & ({ reader: JsonReader } | { notImported: string });

/** By the file name's stem; the longest stems first, so "resting_heart_rate" is not "heart_rate". */
const KINDS: Record<string, Kind> = {
  time_in_heart_rate_zones: {
    fileKind: "Fitbit time in heart rate zones",
    key: "valuesInZones",
    notImported: "Time in heart rate zones is not imported",
  },
  resting_heart_rate: { fileKind: "Fitbit resting heart rate", key: "dateTime", reader: restingHeartRateReader },
  demographic_vo2_max: {
    fileKind: "Fitbit cardio fitness (VO2 max)",
    key: "demographicVO2Max",
    notImported: "Cardio fitness (VO2 max) is not imported",
  },
  very_active_minutes: {
    fileKind: "Fitbit very active minutes",
    key: "dateTime",
    notImported: "Active minutes are not imported; the activities they come from are",
  },
  heart_rate: { fileKind: "Fitbit heart rate", key: "bpm", notImported: HEART_RATE_NOT_IMPORTED },
  water_logs: { fileKind: "Fitbit water logs", key: "waterAmount", reader: waterReader },
  food_logs: { fileKind: "Fitbit food logs", key: "loggedFood", reader: foodReader },
  exercise: { fileKind: "Fitbit exercises", key: "activityName", reader: exerciseReader },
  weight: { fileKind: "Fitbit weight", key: "weight", reader: weightReader },
  height: {
    fileKind: "Fitbit height",
    key: "dateTime",
    notImported: "Height is not imported: set it once in your profile",
  },
  sleep: { fileKind: "Fitbit sleep", key: "dateOfSleep", reader: sleepReader },
  steps: { fileKind: "Fitbit steps", key: "dateTime", reader: stepsReader },
};

const STEMS = Object.keys(KINDS).sort((a, b) => b.length - a.length);
/** "…/weight-2017-07-05.json", "danlsn_exercise-0.json": the stem, then a date or a file number. */
const NAME = new RegExp(`(?:^|[^a-z])(${STEMS.join("|")})-(?:\\d{4}-\\d{2}-\\d{2}|\\d+)\\.json$`, "i");

export const recogniseFitbit: Recogniser = (name, head) => {
  const stem = NAME.exec(name.split("/").pop() ?? name)?.[1]?.toLowerCase();
  const kind = stem ? KINDS[stem] : undefined;
  if (!kind) return null;
  const text = head.trimStart();
  if (!text.startsWith("[")) return null;
  const empty = /^\[\s*\]\s*$/.test(text);
  if (!empty && !new RegExp(`"${kind.key}"\\s*:`).test(text)) return null;
  const found: Recognised =
    "reader" in kind
      ? { source: "fitbit", fileKind: kind.fileKind, reader: kind.reader }
      : { source: "fitbit", fileKind: kind.fileKind, notImported: kind.notImported };
  return found;
};
