/**
 * Stripe Checkout: a session in subscription mode for the user's Stripe customer (created
 * once, remembered on the user row), and its status for the payment-result view. The
 * status reports what the webhook recorded: "paid" only once the plan has been applied.
 */
import "server-only";
import type Stripe from "stripe";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { checkoutSessions, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { effectiveStatus } from "../entitlements";
import { getBillingAccount, type BillingAccount } from "./account";
import { PAYMENTS_NOT_CONFIGURED } from "../messages";
import type { CheckoutStatus, CreateCheckoutInput } from "../schema";
import { priceIdFor, requireStripe } from "../stripe";

/** The app's own origin, or a 400: a checkout never sends the browser to another site. */
export function assertOwnOrigin(originUrl: string, appUrl: string): string {
  const origin = new URL(originUrl).origin;
  if (origin !== new URL(appUrl).origin) throw ApiError.badRequest("origin_url must be this app's own address.");
  return origin;
}

async function ensureCustomer(db: Db, stripe: Stripe, account: BillingAccount): Promise<string> {
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const customer = await stripe.customers.create(
    { email: account.email, name: account.name, metadata: { user_id: account.id } },
    // two checkouts at once get the same customer back from Stripe
    { idempotencyKey: `vitalog-customer-${account.id}` },
  );
  const [saved] = await db
    .update(users)
    .set({ stripe_customer_id: customer.id })
    .where(and(eq(users.id, account.id), isNull(users.stripe_customer_id)))
    .returning({ id: users.stripe_customer_id });
  if (saved?.id) return saved.id;
  const again = await getBillingAccount(db, account.id);
  return again?.stripe_customer_id ?? customer.id;
}

export async function createCheckout(
  db: Db,
  userId: string,
  input: CreateCheckoutInput,
  appUrl: string,
): Promise<{ checkout_url: string; session_id: string }> {
  const origin = assertOwnOrigin(input.origin_url, appUrl);
  const stripe = requireStripe();
  const price = priceIdFor(input.plan_name);
  if (!price) throw ApiError.unavailable(PAYMENTS_NOT_CONFIGURED);
  const account = await getBillingAccount(db, userId);
  if (!account) throw ApiError.unauthorized();
  const status = effectiveStatus(account);
  if ((status === "premium" || status === "pro" || status === "active") && account.stripe_subscription_id) {
    throw ApiError.conflict(
      "You already have a paid subscription: change or cancel it in the billing portal (Cancel subscription).",
    );
  }
  const customer = await ensureCustomer(db, stripe, account);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: account.id,
    line_items: [{ price, quantity: 1 }],
    subscription_data: { metadata: { user_id: account.id, plan: input.plan_name } },
    metadata: { user_id: account.id, plan: input.plan_name },
    success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/subscription?checkout=cancelled`,
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a url");
  await db.insert(checkoutSessions).values({
    session_id: session.id,
    user_id: account.id,
    plan: input.plan_name,
    status: session.status ?? "open",
    payment_status: session.payment_status,
    amount_total: session.amount_total,
    currency: session.currency,
  });
  return { checkout_url: session.url, session_id: session.id };
}

/** The user's own checkout session, or null. An open one is checked for expiry at Stripe. */
export async function getCheckoutStatus(db: Db, userId: string, sessionId: string): Promise<CheckoutStatus | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.session_id, sessionId), eq(checkoutSessions.user_id, userId)))
    .limit(1);
  if (!row) return null;
  let status = row.status;
  if (status === "open") {
    const remote = await requireStripe().checkout.sessions.retrieve(sessionId);
    if (remote.status === "expired") {
      status = "expired";
      await db
        .update(checkoutSessions)
        .set({ status, updated_at: new Date() })
        .where(and(eq(checkoutSessions.session_id, sessionId), eq(checkoutSessions.status, "open")));
    }
  }
  return {
    payment_status: row.payment_status,
    status,
    amount_total: row.amount_total,
    currency: row.currency,
    session_id: row.session_id,
  };
}

/** The plan a checkout of this user was for (the payment result names it), or null. */
export async function getCheckoutPlan(db: Db, userId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ plan: checkoutSessions.plan })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.session_id, sessionId), eq(checkoutSessions.user_id, userId)))
    .limit(1);
  return row?.plan ?? null;
}
