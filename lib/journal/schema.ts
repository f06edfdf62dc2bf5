/**
 * The journal's payloads and limits, shared by the form (which validates with them before
 * sending) and the route handlers (which parse with them): one rule, one message.
 */
import * as z from "zod/mini";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { output } from "zod/v4/core";
import { dateSchema, optionalText, tooLong } from "@/lib/validation/common";

export const CONTENT_MAX = 20_000;
export const LONG_TEXT_MAX = 5_000;
/** Where the form's sliders start; an untouched slider is saved as null, not as its default. */
export const JOURNAL_DEFAULTS = { mood: 7, energy: 6, stress: 4, sleep: 8 } as const;
export const JOURNAL_SCALES = ["mood", "energy", "stress", "sleep"] as const;
export type JournalScale = (typeof JOURNAL_SCALES)[number];
export const JOURNAL_PAGE_SIZE = 10;

/** The title every entry gets unless it brings one: "Journal Entry - " and the local date. */
export function defaultTitle(date: string): string {
  return `Journal Entry - ${date}`;
}

/**
 * A 1-10 rating, or null when the user left its slider untouched ("not set"): the form starts
 * each slider at JOURNAL_DEFAULTS, but a default nobody chose is no rating.
 */
const scale = (label: string) => {
  const range = `${label} must be a whole number from 1 to 10`;
  return z.pipe(
    z.nullish(z.int({ error: range }).check(z.minimum(1, range), z.maximum(10, range))),
    z.transform((v) => v ?? null),
  );
};

export const journalEntrySchema = z.object({
  /** The user's local date; default today. */
  date: z.optional(pastDateSchema()),
  /** Default "Journal Entry - " and the date. */
  title: z.optional(z.string({ error: "Title must be text" }).check(z.trim(), z.maxLength(200, tooLong("Title", 200)))),
  content: z.pipe(
    z.nullish(
      z.string({ error: "Content must be text" }).check(z.maxLength(CONTENT_MAX, tooLong("Content", CONTENT_MAX))),
    ),
    z.transform((v) => v ?? ""),
  ),
  mood: scale("Mood"),
  energy: scale("Energy"),
  stress: scale("Stress"),
  sleep: scale("Sleep"),
  gratitude: optionalText("Gratitude", LONG_TEXT_MAX),
  goals: optionalText("Goals", LONG_TEXT_MAX),
  tags: z._default(
    z
      .array(
        z
          .string({ error: "A tag must be text" })
          .check(
            z.trim(),
            z.minLength(1, "Tags can't be empty"),
            z.maxLength(40, "A tag must be at most 40 characters"),
          ),
      )
      .check(z.maxLength(20, "At most 20 tags")),
    [],
  ),
});
export type JournalEntryInput = output<typeof journalEntrySchema>;

export const journalListSchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: "Limit must be a whole number from 1 to 100" })
      .check(
        z.int({ error: "Limit must be a whole number from 1 to 100" }),
        z.minimum(1, "Limit must be a whole number from 1 to 100"),
        z.maximum(100, "Limit must be a whole number from 1 to 100"),
      ),
    JOURNAL_PAGE_SIZE,
  ),
  offset: z._default(
    z.coerce
      .number({ error: "Offset must be a whole number of 0 or more" })
      .check(
        z.int({ error: "Offset must be a whole number of 0 or more" }),
        z.minimum(0, "Offset must be a whole number of 0 or more"),
      ),
    0,
  ),
  date_param: z.optional(dateSchema("Date")),
});
