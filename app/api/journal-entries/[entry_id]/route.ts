import { route } from "@/lib/api/handler";
import { deleteJournalEntry, updateJournalEntry } from "@/lib/journal/service";
import { journalEndpoints } from "@/lib/openapi/paths/journal";

export const PUT = route(journalEndpoints.update, async ({ db, user, body, params }) =>
  updateJournalEntry(db, { userId: user.id, timeZone: user.time_zone, entryId: params.entry_id, input: body }),
);

export const DELETE = route(journalEndpoints.remove, async ({ db, user, params }) =>
  (await deleteJournalEntry(db, { userId: user.id, entryId: params.entry_id }))
    ? { detail: "Journal entry deleted successfully!" }
    : null,
);
