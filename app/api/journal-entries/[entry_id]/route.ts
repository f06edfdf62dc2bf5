import { authedRoute } from "@/lib/api/handler";
import { journalEntrySchema } from "@/lib/journal/schema";
import { deleteJournalEntry, JOURNAL_NOT_FOUND, updateJournalEntry } from "@/lib/journal/service";

const entry = { params: { entry_id: "uuid" }, notFound: JOURNAL_NOT_FOUND } as const;

export const PUT = authedRoute({ ...entry, body: journalEntrySchema }, async ({ db, user, body, params }) =>
  updateJournalEntry(db, { userId: user.id, timeZone: user.time_zone, entryId: params.entry_id!, input: body }),
);

export const DELETE = authedRoute(entry, async ({ db, user, params }) =>
  (await deleteJournalEntry(db, { userId: user.id, entryId: params.entry_id! }))
    ? { detail: "Journal entry deleted successfully!" }
    : null,
);
