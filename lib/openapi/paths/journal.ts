/** The operations of the journal: one entry per day. */
import { JOURNAL_NOT_FOUND } from "@/lib/journal/service";
import { confirmationSchema } from "@/lib/answers/fields";
import { journalEntryListSchema, journalEntryViewSchema } from "@/lib/journal/responses";
import { journalEntrySchema, journalListSchema } from "@/lib/journal/schema";
import { endpoint } from "../endpoint";

const tag = "Journal";
const entryPath = "/api/journal-entries/{entry_id}";

const entryInput = {
  date: "2026-03-14",
  title: "A good Saturday",
  content: "Long walk by the river, then dinner with friends.",
  mood: 8,
  energy: 7,
  stress: 3,
  sleep: null,
  gratitude: "Sunshine and good company",
  goals: "Go to bed before 11",
  tags: ["walk", "friends"],
};
const entry = {
  entry_id: "f2b6d9a3-7c1e-4a5b-8f3d-6e0a4c2b9d17",
  ...entryInput,
  created_at: "2026-03-14T21:40:08.662Z",
};

export const journalEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/journal-entries",
    summary: "List my journal entries",
    description: "Newest first: `limit` (default 10) from `offset`, or the entry of `date_param`.",
    tag,
    query: journalListSchema,
    sharedArea: "journal",
    responses: { 200: { description: "The entries.", schema: journalEntryListSchema, example: [entry] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/journal-entries",
    summary: "Save the journal entry of a day",
    description:
      "One entry per day: saving again on the same date updates it. The date defaults to today; the title to " +
      '"Journal Entry - " and the date. A rating left out is not set (null).',
    tag,
    body: journalEntrySchema,
    bodyExample: entryInput,
    responses: { 201: { description: "The day's entry as saved.", schema: journalEntryViewSchema, example: entry } },
  }),
  update: endpoint({
    method: "put",
    path: entryPath,
    summary: "Edit a journal entry",
    description: "The whole entry; moving it onto a date that has an entry is a 409.",
    tag,
    params: { entry_id: "uuid" },
    notFound: JOURNAL_NOT_FOUND,
    body: journalEntrySchema,
    bodyExample: { ...entryInput, sleep: 6 },
    responses: {
      200: { description: "The entry as edited.", schema: journalEntryViewSchema, example: { ...entry, sleep: 6 } },
    },
    throws: [409],
  }),
  remove: endpoint({
    method: "delete",
    path: entryPath,
    summary: "Delete a journal entry",
    tag,
    params: { entry_id: "uuid" },
    notFound: JOURNAL_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Journal entry deleted successfully!" },
      },
    },
  }),
};
