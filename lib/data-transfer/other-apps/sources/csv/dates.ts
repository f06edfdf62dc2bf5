/**
 * The dates a CSV of unknown origin writes: ISO ("2024-03-05", with a time, or with an offset
 * or Z, which keeps its instant), day and month in numbers ("05/03/2024", "5.3.24", "03-05-2024")
 * and with the month's name ("Mar 5, 2024", "5 March 2024"). A time may follow the date.
 *
 * Numbers alone cannot say whether "05/03/2024" is the 5th of March or the 3rd of May: the
 * values of the file decide (a first number above 12 makes it day-first, a second above 12
 * month-first). When none of the rows seen settles it, a slash means month first (the US
 * apps' exports) and a dot or a dash day first (the European way). Two-digit years are
 * 2000-2069 up to 69 and 1970-1999 from 70.
 */
import { isoDate, monthNumber } from "../daylio/months";
import { clockTime, parseOffsetDateTime } from "../../time";

export type DayOrder = "dmy" | "mdy";
/** A wall-clock date (and time) as written, or an instant when the text carries an offset. */
export type CellDate = { date: string; time: string | null } | { instant: Date };

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(.+))?$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\.?(?:[T\s,]+(.+))?$/;
const MONTH_FIRST = /^(\p{L}+)\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{4})(?:[T\s,]+(.+))?$/u;
const DAY_FIRST = /^(\d{1,2})\.?[\s-]+(?:de\s+)?(\p{L}+)\.?,?[\s-]+(?:de\s+)?(\d{4})(?:[T\s,]+(.+))?$/u;

function fullYear(text: string): number {
  if (text.length === 4) return Number(text);
  const yy = Number(text);
  return yy <= 69 ? 2000 + yy : 1900 + yy;
}

/** The date and the time after it; null when the time is there but not a time of day. */
function withTime(date: string | null, rest: string | undefined): CellDate | null {
  if (!date) return null;
  if (rest === undefined) return { date, time: null };
  const time = clockTime(rest);
  return time ? { date, time } : null;
}

/** What a numeric day-month pair says of the file's order; null when it is not one. */
export function orderEvidence(text: string): DayOrder | "either" | null {
  const m = NUMERIC.exec(text.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[3]);
  if (a > 12 && b <= 12) return "dmy";
  if (b > 12 && a <= 12) return "mdy";
  return a <= 12 && b <= 12 ? "either" : null;
}

/** The order to read a numeric date in when the file's values did not settle it. */
export function defaultOrder(text: string): DayOrder {
  return NUMERIC.exec(text.trim())?.[2] === "/" ? "mdy" : "dmy";
}

/** The date in a cell, read with the file's day order; null when the cell holds no date. */
export function parseDateCell(text: string, order: DayOrder | null): CellDate | null {
  const cell = text.trim().replace(/\s+(UTC|GMT)$/i, "Z");
  if (!cell) return null;
  const instant = parseOffsetDateTime(cell);
  if (instant) return { instant };
  let m = ISO.exec(cell);
  if (m) return withTime(isoDate(Number(m[1]), Number(m[2]), Number(m[3])), m[4]);
  m = NUMERIC.exec(cell);
  if (m) {
    const dayFirst = (order ?? defaultOrder(cell)) === "dmy";
    const [day, month] = dayFirst ? [m[1], m[3]] : [m[3], m[1]];
    return withTime(isoDate(fullYear(m[4]!), Number(month), Number(day)), m[5]);
  }
  m = MONTH_FIRST.exec(cell);
  if (m) {
    const month = monthNumber(m[1]!);
    return withTime(month ? isoDate(Number(m[3]), month, Number(m[2])) : null, m[4]);
  }
  m = DAY_FIRST.exec(cell);
  if (m) {
    const month = monthNumber(m[2]!);
    return withTime(month ? isoDate(Number(m[3]), month, Number(m[1])) : null, m[4]);
  }
  return null;
}
