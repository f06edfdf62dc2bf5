/**
 * The account's activity: what its owner can read in Settings (sign-ins, failed sign-ins,
 * password, email and two-factor changes, exports, reports emailed, imports), each also a
 * server log line for the audit trail. Ids and outcomes only: never health data.
 */
import "server-only";
import type { Db } from "@/db/client";
import { accountEvents } from "@/db/schema";
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
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

export type AccountEventInput = {
  userId: string;
  kind: AccountEventKind;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

/**
 * Stores the event and logs it. A failure to store is logged, never thrown: the user's
 * action has happened and must not be answered as failed because its record was not kept.
 */
export async function recordAccountEvent(db: Db, event: AccountEventInput): Promise<void> {
  log.info("account event", {
    user_id: event.userId,
    kind: event.kind,
    ip: event.ip ?? undefined,
    ...Object.fromEntries(Object.entries(event.detail ?? {}).map(([k, v]) => [`detail_${k}`, v])),
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
