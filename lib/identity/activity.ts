/**
 * The account's activity: what its owner can read in Settings (sign-ins, failed sign-ins,
 * password, email and two-factor changes, exports, reports emailed, imports, personal access
 * tokens created and revoked, who read the data its owner shares and what is shared with whom),
 * each also a server log line for the audit trail. Ids and outcomes only: never health data.
 */
import "server-only";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accountEvents } from "@/db/schema";
import { deviceName } from "./device";
import { describeError, log } from "@/lib/log";

export const ACCOUNT_EVENT_KINDS = [
  "account_created",
  "sign_in",
  "sign_in_failed",
  "session_ended",
  "password_changed",
  "password_reset",
  "email_changed",
  "email_change_reverted",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_codes_generated",
  "recovery_code_used",
  "passkey_added",
  "passkey_removed",
  "data_exported",
  "report_emailed",
  "data_imported",
  "token_created",
  "token_revoked",
  // shared data: the owner's record of who read it, and both parties' record of what is shared
  "shared_data_viewed",
  "share_created",
  "share_revoked",
  "family_invitation_sent",
  "family_invitation_cancelled",
  "family_joined",
  "family_member_joined",
  "family_left",
  "family_member_left",
  "family_member_removed",
  "family_removed",
  "family_access_changed",
  "family_access_received",
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** Where the request of the user who acted came from: stored with their own event. */
export type EventOrigin = { ip?: string | null; userAgent?: string | null };

export type AccountEventInput = {
  userId: string;
  kind: AccountEventKind;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

/**
 * Detail shown to the account's owner but kept out of the server log: people's names and a
 * provider link's name (often a doctor's, which hints at a condition). The log has their ids.
 */
const UNLOGGED_DETAIL = new Set(["reader_name", "share_name", "member_name", "owner_name"]);

/**
 * Stores the event and logs it. A failure to store is logged, never thrown: the user's
 * action has happened and must not be answered as failed because its record was not kept.
 */
export async function recordAccountEvent(db: Db, event: AccountEventInput): Promise<void> {
  const method = event.detail?.method;
  // the audit line: who, what, from where, and how (a sign-in's method), whatever the detail holds
  log.info("account event", {
    user_id: event.userId,
    kind: event.kind,
    ip: event.ip ?? undefined,
    method: typeof method === "string" ? method : undefined,
    ...Object.fromEntries(
      Object.entries(event.detail ?? {})
        .filter(([k]) => !UNLOGGED_DETAIL.has(k))
        .map(([k, v]) => [`detail_${k}`, v]),
    ),
  });
  try {
    await db.insert(accountEvents).values({
      user_id: event.userId,
      kind: event.kind,
      ip: event.ip ?? null,
      user_agent: event.userAgent?.slice(0, 200) ?? null,
      detail: event.detail ?? null,
    });
  } catch (err) {
    log.error("account event not stored", { user_id: event.userId, kind: event.kind, error: describeError(err) });
  }
}

/** How long events are kept: read, listed and exported within it; older rows are deleted. */
export const ACCOUNT_EVENT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const retentionStart = (now: Date) => new Date(now.getTime() - ACCOUNT_EVENT_RETENTION_DAYS * DAY_MS);

/** One event as the API answers it (GET /api/account-activity) and the export writes it. */
export type AccountEventView = {
  event_id: number;
  kind: string;
  ip: string | null;
  device: string;
  detail: Record<string, string | number | boolean | null> | null;
  created_at: string;
};

export const ACTIVITY_PAGE_DEFAULT = 20;

/**
 * The user's events of the last year, newest first, `limit` at a time: the next page starts
 * before the last event's id (`next_before`, null when there is no more).
 */
export async function listAccountEvents(
  db: Db,
  {
    userId,
    before,
    limit = ACTIVITY_PAGE_DEFAULT,
    now = new Date(),
  }: {
    userId: string;
    before?: number;
    limit?: number;
    now?: Date;
  },
): Promise<{ events: AccountEventView[]; next_before: number | null }> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(
      and(
        eq(accountEvents.user_id, userId),
        gt(accountEvents.created_at, retentionStart(now)),
        before === undefined ? undefined : lt(accountEvents.id, before),
      ),
    )
    .orderBy(desc(accountEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(viewOf);
  return { events: page, next_before: rows.length > limit ? (page.at(-1)?.event_id ?? null) : null };
}

/** An IPv4 address as a dual-stack socket reports it (::ffff:203.0.113.5) reads as itself. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function viewOf(row: typeof accountEvents.$inferSelect): AccountEventView {
  return {
    event_id: row.id,
    kind: row.kind,
    ip: row.ip?.replace(IPV4_MAPPED, "$1") ?? null,
    device: deviceName(row.user_agent),
    detail: row.detail ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Every event of the last year, oldest first, with the raw user agent: the export's file. */
export async function accountEventsForExport(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<(AccountEventView & { user_agent: string | null })[]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.user_id, userId), gt(accountEvents.created_at, retentionStart(now))))
    .orderBy(accountEvents.id);
  return rows.map((row) => ({ ...viewOf(row), user_agent: row.user_agent }));
}

/** Deletes every account's events older than the retention period; answers how many. */
export async function pruneAccountEvents(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(accountEvents)
    .where(lt(accountEvents.created_at, retentionStart(now)))
    .returning({ id: accountEvents.id });
  return deleted.length;
}

/**
 * The scheduled jobs run every minute; the prune (a scan of the table) once an hour, at
 * minute 0, is enough to keep no event much past its year.
 */
export async function pruneAccountEventsHourly(db: Db, now = new Date()): Promise<number> {
  if (now.getUTCMinutes() !== 0) return 0;
  const removed = await pruneAccountEvents(db, now);
  if (removed > 0) log.info("account events pruned", { removed });
  return removed;
}
