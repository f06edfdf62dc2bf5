import { route } from "@/lib/api/handler";
import { listJournalEntries, saveJournalEntry } from "@/lib/journal/service";
import { journalEndpoints } from "@/lib/openapi/paths/journal";

/** Newest first: `limit` (default 10) from `offset`, or the entry of `date_param`. */
export const GET = route(journalEndpoints.list, async ({ db, owner, query }) =>
  listJournalEntries(db, { userId: owner.id, limit: query.limit, offset: query.offset, date: query.date_param }),
);

/** One entry per day: saving again on the same date updates that day's entry. */
export const POST = route(journalEndpoints.create, async ({ db, user, body }) =>
  saveJournalEntry(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
