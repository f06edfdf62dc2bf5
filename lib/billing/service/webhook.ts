/**
 * Stripe events → the user's plan. Webhooks are the source of truth: each event re-reads
 * the subscription (and session) from Stripe, then records its id and applies the state
 * in one transaction, so a replayed event changes nothing and late events end right.
 */
import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { checkoutSessions, stripeEvents, users } from "@/db/schema";
import { findBillingAccountByCustomer, getBillingAccount, type BillingAccount } from "./account";
import { sendPaymentFailedEmail } from "./emails";
import { isStripeError } from "../stripe";
import { applySubscription } from "./subscription";

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
] as const;

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === "string" ? v : v.id;

/**
 * The invoice's subscription in either shape Stripe sends: `parent.subscription_details`
 * (API 2025-03-31 and later) or the top-level `subscription` of older API versions, which
 * an endpoint created before then still receives.
 */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const older = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(older);
}

/** What Stripe has now, gathered before the transaction (no network calls inside it). */
type Snapshot = {
  account?: BillingAccount;
  subscription?: Stripe.Subscription;
  session?: Stripe.Checkout.Session;
};

/** An object Stripe no longer has (another account's or test-mode leftovers): nothing to apply, nothing to retry. */
async function missingAsEmpty(read: Promise<Snapshot>): Promise<Snapshot> {
  try {
    return await read;
  } catch (err) {
    if (isStripeError(err) && err.statusCode === 404) return {};
    throw err; // Stripe unreachable: answer 500 so that Stripe delivers the event again
  }
}

async function snapshot(db: Db, stripe: Stripe, event: Stripe.Event): Promise<Snapshot> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired": {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id);
      const userId = session.client_reference_id;
      let account = userId ? await getBillingAccount(db, userId).catch(() => undefined) : undefined;
      const customer = idOf(session.customer);
      if (account && customer && account.stripe_customer_id && account.stripe_customer_id !== customer)
        account = undefined;
      if (!account && customer) account = await findBillingAccountByCustomer(db, customer);
      const subId = idOf(session.subscription);
      const subscription =
        subId && session.status === "complete" ? await stripe.subscriptions.retrieve(subId) : undefined;
      return { account, session, subscription };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = await stripe.subscriptions.retrieve(event.data.object.id);
      const customer = idOf(subscription.customer);
      return { subscription, account: customer ? await findBillingAccountByCustomer(db, customer) : undefined };
    }
    case "invoice.paid":
    case "invoice.payment_succeeded":
    case "invoice.payment_failed": {
      const subId = invoiceSubscriptionId(event.data.object);
      const customer = idOf(event.data.object.customer);
      const account = customer ? await findBillingAccountByCustomer(db, customer) : undefined;
      return { account, subscription: subId ? await stripe.subscriptions.retrieve(subId) : undefined };
    }
    default:
      return {};
  }
}

export async function handleStripeEvent(db: Db, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  const [seen] = await db
    .select({ id: stripeEvents.event_id })
    .from(stripeEvents)
    .where(eq(stripeEvents.event_id, event.id))
    .limit(1);
  if (seen) return "duplicate";
  const snap = await missingAsEmpty(snapshot(db, stripe, event));

  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ event_id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.event_id });
    if (inserted.length === 0) return "duplicate" as const;
    const { account, session, subscription } = snap;

    if (session) {
      await tx
        .update(checkoutSessions)
        .set({
          status: session.status ?? "open",
          payment_status: session.payment_status,
          amount_total: session.amount_total,
          currency: session.currency,
          updated_at: new Date(),
        })
        .where(eq(checkoutSessions.session_id, session.id));
      const customer = idOf(session.customer);
      if (account && customer && !account.stripe_customer_id) {
        await tx.update(users).set({ stripe_customer_id: customer }).where(eq(users.id, account.id));
      }
    }
    if (!account || !subscription) return "ignored" as const;
    // the account as this transaction sees it, so two events in a row build on each other
    const fresh = (await getBillingAccount(tx, account.id)) ?? account;
    return (await applySubscription(tx, fresh, subscription)) ? ("applied" as const) : ("ignored" as const);
  });

  if (outcome !== "duplicate" && event.type === "invoice.payment_failed" && snap.account) {
    await sendPaymentFailedEmail(snap.account, event.data.object);
  }
  return outcome;
}
