/**
 * Google Fit's Takeout: "Daily activity metrics.csv" is read. The per-day files beside it
 * ("2021-10-19.csv", the same day in 15-minute pieces) repeat it and are named as not
 * imported, so a whole Takeout folder can be dropped.
 */
import type { Recogniser } from "../../source";
import { headerOf } from "../fitness/columns";
import { ACTIVITY, DATE, KNOWN } from "./columns";
import { googleFitReader } from "./reader";

/** Columns only Google Fit writes. */
const FIT_COLUMNS = ["move minutes count", "heart points", "heart minutes"];
/** The summary's name in Takeout, spaces or underscores. */
const SUMMARY_NAME = /daily[ _]activity[ _]metrics[^/]*\.csv$/i;

export const PER_DAY_NOT_IMPORTED =
  "Google Fit's per-day files repeat Daily activity metrics.csv in 15-minute pieces: that file is imported instead";

/**
 * Known by columns only Google Fit writes, or, under the summary's own name, by a column of
 * dates and one it knows (a user's file may lack the columns of what they never recorded).
 */
export const recogniseGoogleFit: Recogniser = (name, head) => {
  if (!/\.csv$/i.test(name)) return null;
  const header = headerOf(head).map((h) => h.toLowerCase());
  const fitOnly = FIT_COLUMNS.some((c) => header.includes(c));
  const dated = header.includes(DATE.toLowerCase());
  const known = header.some((h) => h !== DATE.toLowerCase() && (KNOWN.has(h) || ACTIVITY.test(h)));
  if (dated && (fitOnly || (SUMMARY_NAME.test(name) && known))) {
    return { source: "google_fit", fileKind: "Google Fit daily activity metrics", reader: googleFitReader };
  }
  if (fitOnly && header.includes("start time") && header.includes("end time")) {
    return { source: "google_fit", fileKind: "Google Fit activity of one day", notImported: PER_DAY_NOT_IMPORTED };
  }
  return null;
};
