/**
 * The doctor's side of a share: the link's token finds a live share (unknown, expired and
 * revoked all read as none, so the page answers one 404), the PIN is checked with a lockout,
 * a passed PIN is remembered in a cookie holding a hash only the server can make, and every
 * view, download and refused PIN is written to the share's access log; views and downloads
 * also reach the owner's account activity (once per window, lib/identity/shared-reads.ts).
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shareAccessLog, shares } from "@/db/schema";
import { verifyAgainstDummy, verifyPassword } from "@/lib/identity/password";
import { hashToken } from "@/lib/identity/tokens";
import { recordSharedRead, type ShareOpenAction } from "@/lib/identity/shared-reads";
import type { ShareArea } from "@/lib/identity/share-areas";
import { MAX_PIN_FAILURES } from "./schema";

/** What a link opens: its owner, what it shows and until when; never the token. */
export type LiveShare = {
  share_id: string;
  user_id: string;
  /** The owner's name for the link ("Dr. Lee"): how their activity names it. */
  name: string;
  areas: ShareArea[];
  expires_at: Date;
  pin_hash: string | null;
  pin_failures: number;
};

export type ShareAction = "view" | "report_pdf" | "fhir" | "pin_refused";

/** The name of the cookie that remembers a passed PIN; its path is the link's own. */
export const PIN_COOKIE = "vl_share_pin";
export const PIN_COOKIE_MAX_AGE_S = 12 * 60 * 60;

// 32 random bytes in base64url: 43 characters; anything else names no share
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function findLiveShare(db: Db, token: string, now: Date = new Date()): Promise<LiveShare | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      share_id: shares.share_id,
      user_id: shares.user_id,
      name: shares.name,
      areas: shares.areas,
      expires_at: shares.expires_at,
      pin_hash: shares.pin_hash,
      pin_failures: shares.pin_failures,
    })
    .from(shares)
    .where(and(eq(shares.token_hash, hashToken(token)), isNull(shares.revoked_at), gt(shares.expires_at, now)));
  return row ? { ...row, areas: row.areas as ShareArea[] } : null;
}

export function pinLocked(share: LiveShare): boolean {
  return share.pin_hash !== null && share.pin_failures >= MAX_PIN_FAILURES;
}

/** The cookie's value after a passed PIN: a hash of the PIN's own salted hash, which never leaves the server. */
export function pinCookieValue(share: LiveShare): string {
  return hashToken(`share-pin:${share.share_id}:${share.pin_hash}`);
}

/** Whether the page may show: no PIN, or the cookie of a passed one (and not locked since). */
export function pinPassed(share: LiveShare, cookie: string | undefined): boolean {
  if (share.pin_hash === null) return true;
  if (pinLocked(share) || !cookie) return false;
  const want = Buffer.from(pinCookieValue(share));
  const got = Buffer.from(cookie);
  return got.length === want.length && timingSafeEqual(got, want);
}

export type PinResult = { kind: "ok" } | { kind: "wrong"; left: number } | { kind: "locked" };

/**
 * Checks a PIN; a wrong one counts toward the lockout and is logged. The try is taken before
 * the PIN is checked, in one statement that also tests the count, so guesses sent at once
 * cannot all pass a count read earlier: at most MAX_PIN_FAILURES are ever checked. A right
 * PIN gives its try back.
 */
export async function tryPin(
  db: Db,
  share: LiveShare,
  pin: string,
  meta: { ip: string | null; userAgent: string | null },
): Promise<PinResult> {
  if (share.pin_hash === null) return { kind: "ok" };
  const [taken] = await db
    .update(shares)
    .set({ pin_failures: sql`${shares.pin_failures} + 1` })
    .where(and(eq(shares.share_id, share.share_id), lt(shares.pin_failures, MAX_PIN_FAILURES)))
    .returning({ failures: shares.pin_failures });
  if (!taken) {
    // a locked link answers in the time a check takes
    await verifyAgainstDummy(pin);
    return { kind: "locked" };
  }
  if (/^\d{6}$/.test(pin) && (await verifyPassword(share.pin_hash, pin))) {
    await db
      .update(shares)
      .set({ pin_failures: sql`greatest(${shares.pin_failures} - 1, 0)` })
      .where(eq(shares.share_id, share.share_id));
    return { kind: "ok" };
  }
  await logShareAccess(db, { shareId: share.share_id, action: "pin_refused", ...meta });
  return taken.failures >= MAX_PIN_FAILURES
    ? { kind: "locked" }
    : { kind: "wrong", left: MAX_PIN_FAILURES - taken.failures };
}

const UA_MAX = 512;

export async function logShareAccess(
  db: Db,
  {
    shareId,
    action,
    ip,
    userAgent,
    now = new Date(),
  }: { shareId: string; action: ShareAction; ip: string | null; userAgent: string | null; now?: Date },
): Promise<void> {
  await db
    .insert(shareAccessLog)
    .values({ share_id: shareId, action, ip, user_agent: userAgent?.slice(0, UA_MAX) ?? null, at: now });
}

/** A view or download of the link: in the share's access log every time, in the owner's activity once per window. */
export async function recordShareOpen(
  db: Db,
  share: LiveShare,
  action: ShareOpenAction,
  meta: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await logShareAccess(db, { shareId: share.share_id, action, ...meta });
  await recordSharedRead(
    db,
    {
      via: "share_link",
      ownerId: share.user_id,
      shareId: share.share_id,
      shareName: share.name,
      areas: share.areas,
      action,
    },
    meta,
  );
}
