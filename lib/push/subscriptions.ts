/** The users' Web Push subscriptions: one row per browser, bound to whoever subscribed last. */
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { checkHostAddresses, OutboundAddressRefused } from "@/lib/http/outbound-address";
import type { PushSubscriptionInput } from "./schema";

/** The longest user agent kept: enough to tell a user's devices apart. */
const USER_AGENT_MAX = 300;

export type PushTarget = { id: string; user_id: string; endpoint: string; p256dh: string; auth: string };
export type DeviceView = { id: string; created_at: Date; user_agent: string | null };

/**
 * Refuses an endpoint whose host is, or resolves to, a loopback, private, link-local or
 * otherwise non-public address (400). A name that does not resolve now is taken: every
 * send resolves and checks it again (lib/push/send.ts), and only a send connects.
 */
export async function assertPublicEndpoint(endpoint: string): Promise<void> {
  try {
    await checkHostAddresses(new URL(endpoint).hostname);
  } catch (err) {
    if (err instanceof OutboundAddressRefused)
      throw ApiError.badRequest(`endpoint must be a push service's public address, not a ${err.kind} one`);
  }
}

/**
 * Stores a browser's subscription. The same endpoint again (the browser subscribed again, or
 * another user signed in on it) updates its keys and binds it to this user: a browser gets the
 * reminders of whoever is signed in on it, never of the one before.
 */
export async function saveSubscription(
  db: Db,
  { userId, input, userAgent }: { userId: string; input: PushSubscriptionInput; userAgent: string | null },
): Promise<DeviceView> {
  await assertPublicEndpoint(input.endpoint);
  const values = {
    user_id: userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: userAgent?.slice(0, USER_AGENT_MAX) || null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, created_at: new Date() } })
    .returning({
      id: pushSubscriptions.id,
      created_at: pushSubscriptions.created_at,
      user_agent: pushSubscriptions.user_agent,
    });
  return row!;
}

/** Ends one of the user's subscriptions by its endpoint; false when none of theirs has it. */
export async function deleteSubscription(db: Db, { userId, endpoint }: { userId: string; endpoint: string }) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export function listDevices(db: Db, { userId }: { userId: string }): Promise<DeviceView[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      created_at: pushSubscriptions.created_at,
      user_agent: pushSubscriptions.user_agent,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(asc(pushSubscriptions.created_at));
}

/** Every subscription of these users, for the reminder job. */
export function subscriptionsOf(db: Db, userIds: string[]): Promise<PushTarget[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: pushSubscriptions.id,
      user_id: pushSubscriptions.user_id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.user_id, userIds));
}
