/** Payloads of the journal calls (spec sections 3, 5 and 7), shared by the form and handlers. */
import { z } from "zod";
import { dateSchema } from "@/lib/medications/schema";
import { CONTENT_MAX, JOURNAL_DEFAULTS, JOURNAL_PAGE_SIZE } from "./fields";

export * from "./fields";

const scale = (label: string, fallback: number) =>
  z
    .number({ error: `${label} must be a whole number from 1 to 10.` })
    .int(`${label} must be a whole number from 1 to 10.`)
    .min(1, `${label} must be from 1 to 10.`)
    .max(10, `${label} must be from 1 to 10.`)
    .default(fallback);

const longText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v.trim()));

export const journalEntrySchema = z.object({
  /** The user's local date; default today. */
  date: dateSchema.optional(),
  /** Default "Journal Entry - " + the date. */
  title: z.string().trim().max(200, "Title must be at most 200 characters.").optional(),
  content: z
    .string()
    .max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((v) => v ?? ""),
  mood: scale("Mood", JOURNAL_DEFAULTS.mood),
  energy: scale("Energy", JOURNAL_DEFAULTS.energy),
  stress: scale("Stress", JOURNAL_DEFAULTS.stress),
  sleep: scale("Sleep", JOURNAL_DEFAULTS.sleep),
  gratitude: longText("Gratitude", 5000),
  goals: longText("Goals", 5000),
  tags: z
    .array(z.string().trim().min(1, "Tags can't be empty.").max(40, "A tag must be at most 40 characters."))
    .max(20, "At most 20 tags.")
    .default([]),
});
export type JournalEntryInput = z.output<typeof journalEntrySchema>;

export const journalListSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be from 1 to 100.")
    .max(100, "limit must be from 1 to 100.")
    .default(JOURNAL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, "offset must be 0 or more.").default(0),
  date_param: dateSchema.optional(),
});
