/** The Stripe customer portal: where a paying user changes card, plan or cancels. */
import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { getBillingAccount } from "./account";
import { requireStripe } from "../stripe";

export async function createPortalSession(db: Db, userId: string, appUrl: string): Promise<{ url: string }> {
  const stripe = requireStripe();
  const account = await getBillingAccount(db, userId);
  if (!account?.stripe_customer_id)
    throw ApiError.notFound("No billing account yet: you have not subscribed to a paid plan.");
  const session = await stripe.billingPortal.sessions.create({
    customer: account.stripe_customer_id,
    return_url: `${appUrl}/subscription`,
  });
  return { url: session.url };
}
