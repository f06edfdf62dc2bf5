/**
 * A Stripe subscription → the user's status, plan and end date. Always fed the subscription
 * as Stripe has it now (re-read, not the event's copy), so events that arrive twice or out
 * of order end in the same state.
 *
 * Columns: `subscription_status` is the plan in force ("premium"/"pro", or "free");
 * `subscription_plan` is the plan after `subscription_end_date`: the same plan while it
 * renews, "free" once it is cancelled at period end; the end date is the paid period's end.
 */
import "server-only";
import type Stripe from "stripe";
import { log } from "@/lib/log";
import type { BillingAccount } from "./service/account";
import type { PaidPlan } from "./plans";
import { planForPrice } from "./stripe";

/** Stripe statuses that keep the plan: paying, trialing, or past due while Stripe retries. */
const LIVE = new Set<Stripe.Subscription.Status>(["active", "trialing", "past_due"]);

export type SubscriptionFields = {
  subscription_status: string;
  subscription_plan: string | null;
  subscription_end_date: Date | null;
  stripe_subscription_id: string;
};

export function planOfSubscription(sub: Stripe.Subscription): PaidPlan | null {
  for (const item of sub.items.data) {
    const plan = planForPrice(item.price.id);
    if (plan) return plan;
  }
  const meta = sub.metadata?.plan;
  return meta === "premium" || meta === "pro" ? meta : null;
}

/** The paid period's end: on the items (API 2025-03-31 and later) or on the subscription (older versions). */
function periodEnd(sub: Stripe.Subscription): Date | null {
  if (sub.cancel_at) return new Date(sub.cancel_at * 1000);
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  if (ends.length > 0) return new Date(Math.max(...ends) * 1000);
  const older = (sub as unknown as { current_period_end?: unknown }).current_period_end;
  return typeof older === "number" ? new Date(older * 1000) : null;
}

/**
 * The fields to write, or null when this subscription must not touch the user: an old
 * subscription that is over while another one is theirs, a first payment still incomplete,
 * or a price we don't sell.
 */
export function fieldsFromSubscription(account: BillingAccount, sub: Stripe.Subscription): SubscriptionFields | null {
  const isCurrent = account.stripe_subscription_id === null || account.stripe_subscription_id === sub.id;
  if (LIVE.has(sub.status)) {
    const plan = planOfSubscription(sub);
    if (!plan) {
      log.warn("stripe subscription with a price we don't sell", { subscription: sub.id });
      return null;
    }
    const ending = sub.cancel_at_period_end || sub.cancel_at !== null;
    return {
      subscription_status: plan,
      subscription_plan: ending ? "free" : plan,
      subscription_end_date: periodEnd(sub),
      stripe_subscription_id: sub.id,
    };
  }
  // canceled, unpaid, incomplete_expired, paused, incomplete: the plan ends now, but only
  // if this is the user's subscription (a trial is not ended by an unfinished checkout).
  if (!isCurrent || account.stripe_subscription_id === null) return null;
  return {
    subscription_status: "free",
    subscription_plan: "free",
    subscription_end_date: null,
    stripe_subscription_id: sub.id,
  };
}
