/**
 * Downgrade to Free. A paid Stripe subscription is cancelled at the end of its period (the
 * plan stays until then); a trial, or a plan without a Stripe subscription, ends at once.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getBillingAccount } from "./account";
import { effectiveStatus } from "../entitlements";
import { DOWNGRADED, UPDATE_FAILED } from "../messages";
import type { DowngradeResult } from "../schema";
import { applySubscription } from "./subscription";
import { paymentProviderCall, requireStripe } from "../stripe";

export async function downgradeToFree(db: Db, userId: string): Promise<DowngradeResult> {
  const account = await getBillingAccount(db, userId);
  if (!account) throw ApiError.unauthorized();
  const status = effectiveStatus(account);
  const paidAtStripe = (status === "premium" || status === "pro") && account.stripe_subscription_id;

  if (paidAtStripe && account.stripe_subscription_id) {
    const stripe = requireStripe();
    const subscriptionId = account.stripe_subscription_id;
    const sub = await paymentProviderCall(
      () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      { what: "downgrade", detail: UPDATE_FAILED, userId },
    );
    await applySubscription(db, account, sub);
  } else if (status !== "free") {
    await db
      .update(users)
      .set({
        subscription_status: "free",
        subscription_plan: "free",
        subscription_end_date: null,
        updated_at: new Date(),
      })
      .where(eq(users.id, userId));
  }
  const after = (await getBillingAccount(db, userId))!;
  return {
    message: DOWNGRADED,
    subscription_status: effectiveStatus(after),
    subscription_plan: after.subscription_plan,
    subscription_end_date: after.subscription_end_date ? after.subscription_end_date.toISOString() : null,
  };
}
