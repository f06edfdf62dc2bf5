/**
 * Fitbit's account archive ("user-site-export", also inside Google Takeout's Fitbit folder):
 * many small JSON files named for what they hold and when ("weight-2017-07-05.json",
 * "exercise-0.json"). A file is known by its name and by its content having that kind's
 * shape; the kinds vitalog keeps become records, the others are counted under the reason they
 * are left out.
 */
import type { JsonReader, Recogniser } from "../../source";
import { restingHeartRateReader, weightReader } from "./body";
import { exerciseReader } from "./exercise";
import { foodReader } from "./food";
import { skippedReader } from "./skipped";
import { sleepReader } from "./sleep";
import { stepsReader } from "./steps";
import { waterReader } from "./water";

export const HEART_RATE_NOT_IMPORTED = "Heart rate every few seconds is not imported; the daily resting heart rate is";
export const HEIGHT_NOT_IMPORTED = "Height is not imported: set it once in your profile";
export const VO2_MAX_NOT_IMPORTED = "Cardio fitness (VO2 max) is not imported";
export const ZONES_NOT_IMPORTED = "Time in heart rate zones is not imported";
export const ACTIVE_MINUTES_NOT_IMPORTED = "Active minutes are not imported; the activities they come from are";

/** A kind of file: what the preview calls it, a key its first entry has, and its reader. */
type Kind = { fileKind: string; key: string; reader: JsonReader };

/** By the file name's stem; the longest stems first, so "resting_heart_rate" is not "heart_rate". */
const KINDS: Record<string, Kind> = {
  time_in_heart_rate_zones: {
    fileKind: "Fitbit time in heart rate zones",
    key: "valuesInZones",
    reader: skippedReader(null, ZONES_NOT_IMPORTED),
  },
  resting_heart_rate: { fileKind: "Fitbit resting heart rate", key: "dateTime", reader: restingHeartRateReader },
  demographic_vo2_max: {
    fileKind: "Fitbit cardio fitness (VO2 max)",
    key: "demographicVO2Max",
    reader: skippedReader(null, VO2_MAX_NOT_IMPORTED),
  },
  very_active_minutes: {
    fileKind: "Fitbit very active minutes",
    key: "dateTime",
    reader: skippedReader(null, ACTIVE_MINUTES_NOT_IMPORTED),
  },
  heart_rate: {
    fileKind: "Fitbit heart rate",
    key: "bpm",
    reader: skippedReader("heart_rate", HEART_RATE_NOT_IMPORTED),
  },
  water_logs: { fileKind: "Fitbit water logs", key: "waterAmount", reader: waterReader },
  food_logs: { fileKind: "Fitbit food logs", key: "loggedFood", reader: foodReader },
  exercise: { fileKind: "Fitbit exercises", key: "activityName", reader: exerciseReader },
  weight: { fileKind: "Fitbit weight", key: "weight", reader: weightReader },
  height: { fileKind: "Fitbit height", key: "dateTime", reader: skippedReader(null, HEIGHT_NOT_IMPORTED) },
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
  return { source: "fitbit", fileKind: kind.fileKind, reader: kind.reader };
};
