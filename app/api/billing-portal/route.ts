import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { createPortalSession } from "@/lib/billing/portal";
import { isStripeError } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";

/** POST /api/billing-portal → {url}: the Stripe customer portal for the user's customer. */
export const POST = authedRoute({}, async ({ db, user }) => {
  try {
    return await createPortalSession(db, user.id, env().APP_URL);
  } catch (err) {
    if (!isStripeError(err)) throw err;
    log.error("stripe portal failed", { user: user.id, error: describeError(err) });
    throw new ApiError(502, "Could not open the billing portal. Please try again.");
  }
});
