/**
 * What the journal calls answer, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timestamp } from "@/lib/answers/fields";
import { answers } from "@/lib/answers/service-type";
import type { JournalEntry } from "./service";

/** A 1-10 rating; null: not set (the slider was left untouched). */
const rating = z.nullable(z.int());

/** The entry of one day (`JournalEntry`). */
export const journalEntryViewSchema = answers<JournalEntry>()(
  z.object({
    entry_id: rowId,
    date: localDate,
    title: z.string(),
    content: z.string(),
    mood: rating,
    energy: rating,
    stress: rating,
    sleep: rating,
    gratitude: z.nullable(z.string()),
    goals: z.nullable(z.string()),
    tags: z.array(z.string()),
    created_at: timestamp,
  }),
);

export const journalEntryListSchema = z.array(journalEntryViewSchema);
