/**
 * Where each field sits in a Daylio export. Exports name their columns in English whatever the
 * app's language, and the set changed over the years: `year,date,...` (oldest, no full date),
 * `full_date,date,weekday,time,mood,activities,note`, then `note_title` before `note`, then
 * `scales` after `activities`. Columns are found by those names; unknown ones are ignored.
 * One export seen in the wild lost its header row: such a file is known by its first row's
 * content (a full date, the date in words, a weekday, a time, a mood), and its columns are the
 * ones every version has in that order, told apart by their count.
 */
import { clockTime } from "../../time";

export type Layout = {
  fullDate: number;
  year: number;
  date: number;
  time: number;
  mood: number;
  activities: number;
  scales: number;
  noteTitle: number;
  note: number;
};

const NAMES: Record<string, keyof Layout> = {
  full_date: "fullDate",
  year: "year",
  date: "date",
  time: "time",
  mood: "mood",
  activities: "activities",
  scales: "scales",
  note_title: "noteTitle",
  note: "note",
};

const NONE: Layout = {
  fullDate: -1,
  year: -1,
  date: -1,
  time: -1,
  mood: -1,
  activities: -1,
  scales: -1,
  noteTitle: -1,
  note: -1,
};

/** The layout a header row names, or null when the row is not a Daylio header. */
export function layoutFromHeader(cells: readonly string[]): Layout | null {
  const layout = { ...NONE };
  cells.forEach((cell, index) => {
    const field = NAMES[cell.trim().toLowerCase()];
    if (field && layout[field] < 0) layout[field] = index;
  });
  const dated = layout.fullDate >= 0 || (layout.year >= 0 && layout.date >= 0);
  return dated && layout.mood >= 0 && layout.time >= 0 && layout.activities >= 0 ? layout : null;
}

/** The columns of a file without its header, by their count (7, 8 with note_title, 9 with scales). */
export function headerlessLayout(count: number): Layout | null {
  const base = { ...NONE, fullDate: 0, date: 1, time: 3, mood: 4, activities: 5 };
  if (count === 7) return { ...base, note: 6 };
  if (count === 8) return { ...base, noteTitle: 6, note: 7 };
  if (count === 9) return { ...base, scales: 6, noteTitle: 7, note: 8 };
  return null;
}

/** A time as Daylio writes it: "20:39", "9:00 PM", "6:50 pm", and the Spanish "9:00 p. m.". */
export function entryTime(text: string | undefined): string | null {
  const compact = (text ?? "").replace(/\s*([ap])\.?\s*m\.?\s*$/i, " $1m");
  return clockTime(compact);
}

/**
 * Whether a row reads as a Daylio entry without a header: full date, the date in words (a day
 * number beside a word), a weekday (a word), a time, a mood.
 */
export function looksLikeEntry(cells: readonly string[]): boolean {
  if (!headerlessLayout(cells.length)) return false;
  const [fullDate, words, weekday, time, mood] = cells as [string, string, string, string, string];
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(fullDate.trim()) &&
    /\d/.test(words) &&
    /\p{L}/u.test(words) &&
    /^[\p{L}.\s-]+$/u.test(weekday.trim()) &&
    entryTime(time) !== null &&
    mood.trim() !== ""
  );
}
