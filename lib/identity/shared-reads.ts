/**
 * The owner's record of who read the data they share: a family member's read of an area, a
 * missed-dose alert emailed to a family member, a provider link's open or download. One `shared_data_viewed` event per reader, area (or the
 * link's action) and way in within SHARED_READ_EVENT_MINUTES, so a page that reads on every
 * visit, or an app that polls, does not flood the owner's activity.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sharedReadMarks } from "@/db/schema";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import type { ShareArea } from "@/lib/identity/share-areas";
import { recordAccountEvent, type EventOrigin } from "./activity";

const MINUTE_MS = 60 * 1000;

/** A link's actions the owner sees: its page opened, its report or FHIR bundle downloaded. */
export type ShareOpenAction = "view" | "report_pdf" | "fhir";

export type SharedRead =
  // `caregiver_alert`: the job emailed the reader that one of the owner's doses was missed
  | { via: "family" | "caregiver_alert"; ownerId: string; readerId: string; readerName: string; area: ShareArea }
  | {
      via: "share_link";
      ownerId: string;
      shareId: string;
      shareName: string;
      areas: readonly ShareArea[];
      action: ShareOpenAction;
    };

function markOf(read: SharedRead): { reader: string; subject: string } {
  return read.via === "share_link"
    ? { reader: read.shareId, subject: read.action }
    : { reader: read.readerId, subject: read.area };
}

function detailOf(read: SharedRead): Record<string, string> {
  return read.via !== "share_link"
    ? { via: read.via, area: read.area, reader_id: read.readerId, reader_name: read.readerName }
    : {
        via: "share_link",
        action: read.action,
        share_id: read.shareId,
        share_name: read.shareName,
        areas: read.areas.join(","),
      };
}

/**
 * Claims the window for this reader and subject: the mark is inserted, or moved when its last
 * event is a window old, in one statement (concurrent reads claim it once). Answers whether
 * the claim was won, so exactly one of the reads records the event.
 */
async function claimWindow(db: Db, read: SharedRead, now: Date): Promise<boolean> {
  const { reader, subject } = markOf(read);
  const windowStart = new Date(now.getTime() - env().SHARED_READ_EVENT_MINUTES * MINUTE_MS);
  const claimed = await db
    .insert(sharedReadMarks)
    .values({ owner_id: read.ownerId, via: read.via, reader, subject, last_at: now })
    .onConflictDoUpdate({
      target: [sharedReadMarks.owner_id, sharedReadMarks.via, sharedReadMarks.reader, sharedReadMarks.subject],
      set: { last_at: now },
      setWhere: sql`${sharedReadMarks.last_at} <= ${windowStart.toISOString()}::timestamptz`,
    })
    .returning({ owner_id: sharedReadMarks.owner_id });
  return claimed.length > 0;
}

/**
 * Records the read in the owner's activity unless the same reader's read of the same subject
 * was recorded within the window. A family member's address and device are theirs, not the
 * owner's to see, so only a link's (an anonymous reader's) are stored. A failure is logged,
 * never thrown: the read itself was allowed.
 */
export async function recordSharedRead(
  db: Db,
  read: SharedRead,
  origin: EventOrigin = {},
  now: Date = new Date(),
): Promise<boolean> {
  try {
    if (!(await claimWindow(db, read, now))) return false;
  } catch (err) {
    log.error("shared read not recorded", { user_id: read.ownerId, via: read.via, error: describeError(err) });
    return false;
  }
  const link = read.via === "share_link";
  await recordAccountEvent(db, {
    userId: read.ownerId,
    kind: "shared_data_viewed",
    ip: link ? origin.ip : null,
    userAgent: link ? origin.userAgent : null,
    detail: detailOf(read),
  });
  return true;
}

/** Deletes the marks whose window has passed (they no longer hold anything back); answers how many. */
export async function pruneSharedReadMarks(db: Db, now: Date = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - env().SHARED_READ_EVENT_MINUTES * MINUTE_MS);
  const gone = await db
    .delete(sharedReadMarks)
    .where(sql`${sharedReadMarks.last_at} <= ${windowStart.toISOString()}::timestamptz`)
    .returning({ owner_id: sharedReadMarks.owner_id });
  return gone.length;
}
