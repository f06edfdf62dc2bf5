import { authedRoute } from "@/lib/api/handler";
import { journalEntrySchema, journalListSchema } from "@/lib/journal/schema";
import { listJournalEntries, saveJournalEntry } from "@/lib/journal/service";

/** Newest first: `limit` (default 10) from `offset`, or the entry of `date_param`. */
export const GET = authedRoute({ query: journalListSchema, sharedArea: "journal" }, async ({ db, owner, query }) =>
  listJournalEntries(db, { userId: owner.id, limit: query.limit, offset: query.offset, date: query.date_param }),
);

/** One entry per day: saving again on the same date updates that day's entry. */
export const POST = authedRoute({ body: journalEntrySchema, status: 201 }, async ({ db, user, body }) =>
  saveJournalEntry(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
