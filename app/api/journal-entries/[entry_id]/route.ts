import { authedRoute } from "@/lib/api/handler";
import { journalEntrySchema } from "@/lib/journal/schema";
import { deleteJournalEntry, updateJournalEntry } from "@/lib/journal/service";

export const PUT = authedRoute({ body: journalEntrySchema }, async ({ db, user, body, params }) =>
  updateJournalEntry(db, { userId: user.id, timeZone: user.time_zone, entryId: params.entry_id ?? "", input: body }),
);

export const DELETE = authedRoute({}, async ({ db, user, params }) => {
  await deleteJournalEntry(db, { userId: user.id, entryId: params.entry_id ?? "" });
  return { detail: "Journal entry deleted successfully!" };
});
