/**
 * Reads a Daylio export row by row into one journal entry per day. A day's rows are kept until
 * the end of the file because vitalog stores one entry a date and an export is not always in
 * date order; an export is one short line per mood logged, so this stays small.
 */
import type { CsvReader } from "../../source";
import { dateProblem } from "../../time";
import type { ImportContext, RecordSink } from "../../types";
import { CONTENT_MAX } from "@/lib/journal/schema";
import { mergeDay, TAG_MAX, TAGS_MAX, type DaylioEntry } from "./day";
import { entryTime, headerlessLayout, layoutFromHeader, type Layout } from "./layout";
import { isoDate, parseDayMonth } from "./months";
import { moodScore, unscoredMood } from "./moods";
import { noteText } from "./note-text";
import { parseScales } from "./scales";

export const NO_DATE = "Entries without a readable date";
export const LONG_TAGS = `Activity names longer than ${TAG_MAX} characters are shortened`;
export const MANY_TAGS = `Days with more than ${TAGS_MAX} activities keep the first ${TAGS_MAX} as tags`;
export const LONG_CONTENT = `A day's notes beyond ${CONTENT_MAX.toLocaleString("en-US")} characters are cut`;

export function otherScale(name: string): string {
  return `Daylio's "${name}" scale is not imported`;
}

/** The entry's local date: the full date, or (oldest exports) the year and the date in words. */
function entryDate(cells: readonly string[], layout: Layout): string | null {
  const cell = (i: number) => (i >= 0 ? (cells[i] ?? "").trim() : "");
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell(layout.fullDate));
  if (full) return isoDate(Number(full[1]), Number(full[2]), Number(full[3]));
  const year = cell(layout.year);
  const dayMonth = parseDayMonth(cell(layout.date));
  if (!/^\d{4}$/.test(year) || !dayMonth) return null;
  return isoDate(Number(year), dayMonth.month, dayMonth.day);
}

export const daylioReader: CsvReader = {
  format: "csv",
  begin(ctx: ImportContext, sink: RecordSink) {
    let layout: Layout | null | undefined;
    const days = new Map<string, DaylioEntry[]>();
    const skipped = new Map<string, number>();
    const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    const cell = (cells: readonly string[], i: number) => (i >= 0 ? (cells[i] ?? "").trim() : "");

    return {
      row(cells) {
        if (layout === undefined) {
          layout = layoutFromHeader(cells);
          if (layout) return;
          layout = headerlessLayout(cells.length);
        }
        if (!layout) return skip(NO_DATE);
        const date = entryDate(cells, layout);
        if (!date) return skip(NO_DATE);
        const problem = dateProblem(date, ctx);
        if (problem) return skip(problem);

        const mood = cell(cells, layout.mood);
        let score: number | null = null;
        if (mood) {
          sink.fact("mood", mood);
          score = moodScore(mood, ctx.moodMap);
          if (score === null) skip(unscoredMood(mood));
        }
        const scales = parseScales(cell(cells, layout.scales));
        for (const name of scales.others) skip(otherScale(name));
        const text = [noteText(cell(cells, layout.noteTitle)), noteText(cell(cells, layout.note))]
          .filter(Boolean)
          .join("\n");
        const entry: DaylioEntry = {
          time: entryTime(cell(cells, layout.time)),
          score,
          sleep: scales.sleepQuality,
          activities: cell(cells, layout.activities)
            .split("|")
            .map((a) => a.trim())
            .filter(Boolean),
          text,
        };
        const list = days.get(date);
        if (list) list.push(entry);
        else days.set(date, [entry]);
      },
      end() {
        let longTags = 0;
        let manyTags = 0;
        let longContent = 0;
        for (const [date, entries] of days) {
          const { body, cuts } = mergeDay(date, entries);
          longTags += cuts.longTags;
          if (cuts.manyTags) manyTags += 1;
          if (cuts.longContent) longContent += 1;
          sink.add({ kind: "journal", date, items: [{ kind: "journal_entry", body }] });
        }
        for (const [reason, count] of skipped) sink.skip("journal", reason, count);
        sink.skip("journal", LONG_TAGS, longTags);
        sink.skip("journal", MANY_TAGS, manyTags);
        sink.skip("journal", LONG_CONTENT, longContent);
      },
    };
  },
};
