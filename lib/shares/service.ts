/**
 * A user's provider shares, as Settings → Sharing and `/api/shares` manage them: create (the
 * link's token and the optional PIN are answered this once; only their hashes are kept), list
 * with each one's state and last view, revoke, and read who opened what. The Pro plan for
 * creating is the route's rule; listing, revoking and the log work on every plan, so a user
 * who left Pro can still see and end their links.
 */
import "server-only";
import { randomInt } from "node:crypto";
import { and, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shareAccessLog, shares, users } from "@/db/schema";
import { recordAccountEvent, type EventOrigin } from "@/lib/identity/activity";
import { deviceName } from "@/lib/identity/device";
import { countMailToOthers } from "@/lib/identity/mail-to-others";
import { ApiError } from "@/lib/errors/api-error";
import { hashPassword } from "@/lib/identity/password";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import type { ShareArea } from "@/lib/identity/share-areas";
import { shareEmail } from "./email";
import { MAX_PIN_FAILURES, PIN_LENGTH, type ShareCreateInput } from "./schema";

/** Live (unrevoked, unexpired) shares a user may hold at once. */
export const MAX_LIVE_SHARES = 20;
export const SHARE_NOT_FOUND = "Share not found.";
export const TOO_MANY_SHARES = `You can have up to ${MAX_LIVE_SHARES} active provider links. Revoke one you no longer need to create another.`;
/** A repeat of a create with the same Idempotency-Key: the link was answered once and is not kept. */
export const ALREADY_CREATED =
  "A provider link was already created with this Idempotency-Key, and it is shown only once. If you did not keep it, revoke that link and create another.";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShareStatus = "active" | "expired" | "revoked";

/** One share as the list answers it: never its token or PIN. */
export type ShareView = {
  share_id: string;
  name: string;
  email: string | null;
  areas: ShareArea[];
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  has_pin: boolean;
  /** Too many wrong PINs: the link asks no more and shows nothing. */
  locked: boolean;
  status: ShareStatus;
  last_viewed_at: string | null;
  views: number;
};

/** The answer to a create: the link (and PIN), this once. */
export type CreatedShare = {
  share_id: string;
  url: string;
  expires_at: string;
  pin?: string;
  /** Whether the link went to the doctor's email (false when none was given or the mail failed). */
  emailed: boolean;
};

export type AccessEntry = {
  action: string;
  at: string;
  ip: string | null;
  device: string;
};

/** The link a doctor opens: the token is its only secret. */
export function shareUrl(token: string): string {
  return `${env().APP_URL}/share/${token}`;
}

export function shareStatus(row: { revoked_at: Date | null; expires_at: Date }, now: Date): ShareStatus {
  if (row.revoked_at) return "revoked";
  return row.expires_at.getTime() <= now.getTime() ? "expired" : "active";
}

/** A 6-digit PIN, each digit uniform (a leading zero is kept). */
function newPin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, "0");
}

export async function createShare(
  db: Db,
  {
    userId,
    input,
    origin,
    now = new Date(),
  }: { userId: string; input: ShareCreateInput; origin?: EventOrigin; now?: Date },
): Promise<CreatedShare> {
  const [live] = await db
    .select({ n: count() })
    .from(shares)
    .where(and(eq(shares.user_id, userId), isNull(shares.revoked_at), gt(shares.expires_at, now)));
  if ((live?.n ?? 0) >= MAX_LIVE_SHARES) throw ApiError.conflict(TOO_MANY_SHARES);
  // a link to be emailed counts before anything is stored: beyond the hour's mails, a 429 and no share
  if (input.email) await countMailToOthers(db, userId, "share_link", now);

  const token = newSecretToken();
  const pin = input.pin ? newPin() : undefined;
  const expiresAt = new Date(now.getTime() + input.days * DAY_MS);
  const [row] = await db
    .insert(shares)
    .values({
      user_id: userId,
      name: input.name,
      email: input.email,
      areas: [...input.areas],
      token_hash: hashToken(token),
      pin_hash: pin ? await hashPassword(pin) : null,
      expires_at: expiresAt,
      created_at: now,
    })
    .returning({ share_id: shares.share_id });
  await recordAccountEvent(db, {
    userId,
    kind: "share_created",
    ...origin,
    detail: { share_id: row!.share_id, share_name: input.name, areas: input.areas.join(","), days: input.days },
  });
  const url = shareUrl(token);
  const emailed = input.email ? await emailLink(db, userId, input.email, url, expiresAt) : false;
  return {
    share_id: row!.share_id,
    url,
    expires_at: expiresAt.toISOString(),
    ...(pin ? { pin } : {}),
    emailed,
  };
}

/** The link to the doctor, never the PIN; a mail failure leaves the share made (the user copies the link). */
async function emailLink(db: Db, userId: string, to: string, url: string, expiresAt: Date): Promise<boolean> {
  const [owner] = await db
    .select({ name: users.name, time_zone: users.time_zone })
    .from(users)
    .where(eq(users.id, userId));
  try {
    await shareEmail({ to, patient: owner!.name, url, expiresAt, timeZone: owner!.time_zone });
    return true;
  } catch (err) {
    log.warn("provider link email not sent", { error: describeError(err) });
    return false;
  }
}

export async function listShares(db: Db, userId: string, now: Date = new Date()): Promise<ShareView[]> {
  const views = db
    .select({
      share_id: shareAccessLog.share_id,
      last: max(shareAccessLog.at).as("last"),
      n: count().as("n"),
    })
    .from(shareAccessLog)
    .where(eq(shareAccessLog.action, "view"))
    .groupBy(shareAccessLog.share_id)
    .as("views");
  const rows = await db
    .select({
      share_id: shares.share_id,
      name: shares.name,
      email: shares.email,
      areas: shares.areas,
      created_at: shares.created_at,
      expires_at: shares.expires_at,
      revoked_at: shares.revoked_at,
      has_pin: sql<boolean>`${shares.pin_hash} is not null`,
      pin_failures: shares.pin_failures,
      last_viewed_at: views.last,
      views: views.n,
    })
    .from(shares)
    .leftJoin(views, eq(views.share_id, shares.share_id))
    .where(eq(shares.user_id, userId))
    .orderBy(desc(shares.created_at));
  return rows.map(({ pin_failures, ...r }) => ({
    ...r,
    areas: r.areas as ShareArea[],
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    revoked_at: r.revoked_at?.toISOString() ?? null,
    locked: r.has_pin && pin_failures >= MAX_PIN_FAILURES,
    status: shareStatus(r, now),
    last_viewed_at: r.last_viewed_at ? new Date(r.last_viewed_at).toISOString() : null,
    views: Number(r.views ?? 0),
  }));
}

/** Ends a share at once (its link answers 404 from the next request). False: not the caller's. */
export async function revokeShare(
  db: Db,
  { userId, shareId, origin, now = new Date() }: { userId: string; shareId: string; origin?: EventOrigin; now?: Date },
): Promise<boolean> {
  const [row] = await db
    .update(shares)
    // revoking again keeps the first time
    .set({ revoked_at: sql`coalesce(${shares.revoked_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shares.share_id, shareId), eq(shares.user_id, userId)))
    .returning({ share_id: shares.share_id, name: shares.name, revoked_at: shares.revoked_at });
  // the first revoke sets this request's time; a repeat keeps the earlier one and is no new event
  if (row && row.revoked_at?.getTime() === now.getTime()) {
    await recordAccountEvent(db, {
      userId,
      kind: "share_revoked",
      ...origin,
      detail: { share_id: row.share_id, share_name: row.name },
    });
  }
  return row !== undefined;
}

/** The views and downloads of one of the caller's shares, newest first; null when not theirs. */
export async function listShareAccess(
  db: Db,
  { userId, shareId, limit = 200 }: { userId: string; shareId: string; limit?: number },
): Promise<AccessEntry[] | null> {
  const [own] = await db
    .select({ id: shares.share_id })
    .from(shares)
    .where(and(eq(shares.share_id, shareId), eq(shares.user_id, userId)));
  if (!own) return null;
  const rows = await db
    .select({
      action: shareAccessLog.action,
      at: shareAccessLog.at,
      ip: shareAccessLog.ip,
      ua: shareAccessLog.user_agent,
    })
    .from(shareAccessLog)
    .where(eq(shareAccessLog.share_id, shareId))
    .orderBy(desc(shareAccessLog.at), desc(shareAccessLog.id))
    .limit(limit);
  return rows.map((r) => ({ action: r.action, at: r.at.toISOString(), ip: r.ip, device: deviceName(r.ua, "browser") }));
}
