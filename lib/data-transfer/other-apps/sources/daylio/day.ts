/**
 * One journal entry per day: vitalog keeps a single entry a date, while Daylio users often log
 * several moods a day. A day's entries merge into one: the mood is the rounded mean of the
 * scored moods, the sleep rating the rounded mean of the sleep-quality scales, the tags the
 * activities of all entries (each kept once), and the content every note in time order, each
 * after its time.
 */
import { CONTENT_MAX } from "@/lib/journal/schema";
import { cutTo } from "../../text";

export const TAGS_MAX = 20;
export const TAG_MAX = 40;

export type DaylioEntry = {
  time: string | null;
  score: number | null;
  sleep: number | null;
  activities: string[];
  text: string;
};

/** What a day's merge had to cut to fit the journal's limits. */
export type Cuts = { longTags: number; manyTags: boolean; longContent: boolean };

export type JournalBody = {
  date: string;
  title: string;
  content: string;
  mood: number | null;
  sleep?: number;
  tags: string[];
};

function mean(values: number[]): number | null {
  return values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

export function dayTitle(date: string): string {
  return `Daylio — ${date}`;
}

export function mergeDay(date: string, entries: readonly DaylioEntry[]): { body: JournalBody; cuts: Cuts } {
  // earliest first; entries without a time keep their place after the timed ones
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const ta = a.entry.time ?? "99:99";
      const tb = b.entry.time ?? "99:99";
      return ta < tb ? -1 : ta > tb ? 1 : a.index - b.index;
    })
    .map(({ entry }) => entry);

  const cuts: Cuts = { longTags: 0, manyTags: false, longContent: false };
  const tags = new Map<string, string>();
  for (const entry of ordered) {
    for (const activity of entry.activities) {
      let tag = activity.trim();
      if (tag.length > TAG_MAX) {
        tag = cutTo(tag, TAG_MAX).trim();
        cuts.longTags += 1;
      }
      if (tag && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
    }
  }
  let tagList = [...tags.values()];
  if (tagList.length > TAGS_MAX) {
    tagList = tagList.slice(0, TAGS_MAX);
    cuts.manyTags = true;
  }

  let content = ordered
    .filter((e) => e.text)
    .map((e) => (e.time ? `${e.time} — ${e.text}` : e.text))
    .join("\n\n");
  if (content.length > CONTENT_MAX) {
    content = `${cutTo(content, CONTENT_MAX - 1)}…`;
    cuts.longContent = true;
  }

  const body: JournalBody = {
    date,
    title: dayTitle(date),
    content,
    mood: mean(ordered.flatMap((e) => (e.score === null ? [] : [e.score]))),
    tags: tagList,
  };
  const sleep = mean(ordered.flatMap((e) => (e.sleep === null ? [] : [e.sleep])));
  if (sleep !== null) body.sleep = sleep;
  return { body, cuts };
}
