/**
 * How one due reminder reaches its user: a Web Push message to each of their subscribed
 * browsers, and email where push cannot reach them. A subscription the push service calls
 * gone (404/410) is deleted; when no device took the message (none subscribed, or every send
 * failed) the email goes instead, so nothing is lost.
 */
import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { reminderPayload, type ReminderDose, type ReminderKind } from "@/lib/push/reminder-payload";
import { sendPush } from "@/lib/push/send";
import { subscriptionsOf, type PushTarget } from "@/lib/push/subscriptions";
import type { VapidKeys } from "@/lib/push/vapid";
import { formatLongDate } from "@/lib/time/format";

export type Recipient = { userId: string; email: string; userName: string };

/** Push for this run: the server's keys and each user's live subscriptions (gone ones are dropped as found). */
export type PushRoute = { keys: VapidKeys; byUser: Map<string, PushTarget[]> };

/** The subscriptions of these users, when push is set up on this server (else null: email only). */
export async function pushRouteFor(db: Db, keys: VapidKeys | null, userIds: string[]): Promise<PushRoute | null> {
  if (!keys) return null;
  const byUser = new Map<string, PushTarget[]>();
  for (const target of await subscriptionsOf(db, [...new Set(userIds)])) {
    byUser.set(target.user_id, [...(byUser.get(target.user_id) ?? []), target]);
  }
  return { keys, byUser };
}

/**
 * Pushes to every live subscription of the user; true when at least one push service took
 * the message. Never throws: a failure is logged by sendPush and counts as not delivered.
 */
export async function pushToDevices(
  db: Db,
  push: PushRoute | null,
  to: Recipient,
  kind: ReminderKind,
  dose: ReminderDose,
): Promise<boolean> {
  const targets = push?.byUser.get(to.userId) ?? [];
  if (!push || targets.length === 0) return false;
  const payload = reminderPayload(kind, dose);
  const outcomes = await Promise.all(targets.map((t) => sendPush(t, payload, push.keys)));
  const sent = targets.filter((_, i) => outcomes[i] === "sent").map((t) => t.id);
  const gone = targets.filter((_, i) => outcomes[i] === "gone").map((t) => t.id);
  if (gone.length > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    push.byUser.set(
      to.userId,
      targets.filter((t) => !gone.includes(t.id)),
    );
  }
  if (sent.length > 0) {
    await db.update(pushSubscriptions).set({ last_success_at: new Date() }).where(inArray(pushSubscriptions.id, sent));
  }
  return sent.length > 0;
}

/** Why a missed-dose email goes out: the user asked for email, or for a push no device could take. */
export type MissedReason = "email_missed" | "push_fallback";

export async function emailReminder(
  to: Recipient,
  kind: "upcoming" | "missed",
  dose: ReminderDose,
  reason?: MissedReason,
) {
  await sendEmail(reminderEmail(to, kind, dose, reason));
}

function reminderEmail(to: Recipient, kind: "upcoming" | "missed", dose: ReminderDose, reason?: MissedReason) {
  const link = `${env().APP_URL}/medications`;
  const what = `${dose.name} (${dose.dosage})`;
  if (kind === "upcoming") {
    return {
      to: to.email,
      subject: `Reminder: ${dose.name} at ${dose.time}`,
      text:
        `Hi ${to.userName},\n\nyour dose of ${what} is due at ${dose.time} on ${formatLongDate(dose.date)}.` +
        `\n\nMark it as taken: ${link}\n\nvitalog`,
    };
  }
  const why =
    reason === "push_fallback"
      ? `You get this notice by email because "Push when a dose is missed" is on in your reminder settings ` +
        `and none of your devices could take a push notification.`
      : `You get these notices because "Email for missed doses" is on in your reminder settings.`;
  return {
    to: to.email,
    subject: `Missed dose: ${dose.name} at ${dose.time}`,
    text:
      `Hi ${to.userName},\n\nyour ${dose.time} dose of ${what} on ${formatLongDate(dose.date)} ` +
      `has not been marked as taken or skipped.\n\nRecord it: ${link}\n\n${why}\n\nvitalog`,
  };
}
