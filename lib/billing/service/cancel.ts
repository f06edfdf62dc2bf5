/**
 * Cancel: the plan in force stays until its end date, then the user is on Free. A trial keeps
 * its end date and records Free as the plan after it (no payment provider is involved); a paid
 * Stripe subscription is cancelled at the end of its period.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getBillingAccount, type BillingAccount } from "./account";
import { effectiveStatus } from "../entitlements";
import { NOTHING_TO_CANCEL, SUBSCRIPTION_CANCELLED, TRIAL_CANCELLED, UPDATE_FAILED } from "../messages";
import type { DowngradeResult } from "../schema";
import { applySubscription } from "./subscription";
import { paymentProviderCall, requireStripe } from "../stripe";

function resultOf(account: BillingAccount, message: string): DowngradeResult {
  return {
    message,
    subscription_status: effectiveStatus(account),
    subscription_plan: account.subscription_plan,
    subscription_end_date: account.subscription_end_date ? account.subscription_end_date.toISOString() : null,
  };
}

export async function cancelSubscription(db: Db, userId: string, now: Date = new Date()): Promise<DowngradeResult> {
  const account = await getBillingAccount(db, userId);
  if (!account) throw ApiError.unauthorized();
  const status = effectiveStatus(account, now);
  if (status === "free") throw ApiError.conflict(NOTHING_TO_CANCEL);

  if (status !== "trial" && account.stripe_subscription_id) {
    const stripe = requireStripe();
    const subscriptionId = account.stripe_subscription_id;
    const sub = await paymentProviderCall(
      () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      { what: "cancel", detail: UPDATE_FAILED, userId },
    );
    await applySubscription(db, account, sub);
  } else {
    // without an end date there is no period to run out: the plan ends now
    const fields = account.subscription_end_date
      ? { subscription_plan: "free" }
      : { subscription_status: "free", subscription_plan: "free", subscription_end_date: null };
    await db
      .update(users)
      .set({ ...fields, updated_at: now })
      .where(eq(users.id, userId));
  }
  const after = (await getBillingAccount(db, userId))!;
  return resultOf(after, status === "trial" ? TRIAL_CANCELLED : SUBSCRIPTION_CANCELLED);
}
