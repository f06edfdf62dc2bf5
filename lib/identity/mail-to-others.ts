/**
 * Mail a user has vitalog send to people outside it (a provider link to a doctor, a family
 * invitation) is limited per user, counted over a sliding hour in rate_limit_hits (the same
 * mechanism as the account mails), so no account can use vitalog to mail strangers at will.
 * The numbers are SHARE_EMAILS_PER_HOUR and FAMILY_INVITATIONS_PER_HOUR.
 */
import "server-only";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { enforceRateLimit } from "./rate-limit";

const HOUR_MS = 60 * 60 * 1000;

export type MailToOthers = "share_link" | "family_invitation";

/** How many of each kind a user may send in any hour. */
export function mailsToOthersPerHour(kind: MailToOthers): number {
  return kind === "share_link" ? env().SHARE_EMAILS_PER_HOUR : env().FAMILY_INVITATIONS_PER_HOUR;
}

function refusal(kind: MailToOthers, max: number): string {
  return kind === "share_link"
    ? `You can email at most ${max} provider links an hour.`
    : `You can send at most ${max} family invitations an hour.`;
}

/** Counts one mail of `kind` for the user, or throws a 429 with Retry-After when the hour's are used. */
export async function countMailToOthers(db: Db, userId: string, kind: MailToOthers, now?: Date): Promise<void> {
  const max = mailsToOthersPerHour(kind);
  await enforceRateLimit(db, { bucket: `mail_${kind}`, key: userId, max, windowMs: HOUR_MS }, refusal(kind, max), now);
}
