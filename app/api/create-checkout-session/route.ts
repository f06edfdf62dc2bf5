import { authedRoute } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { createCheckout } from "@/lib/billing/checkout";
import { CHECKOUT_FAILED } from "@/lib/billing/messages";
import { createCheckoutSchema } from "@/lib/billing/schema";
import { isStripeError } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";

/** POST /api/create-checkout-session {plan_name, origin_url} → {checkout_url, session_id} */
export const POST = authedRoute({ body: createCheckoutSchema }, async ({ db, user, body }) => {
  try {
    return await createCheckout(db, user.id, body, env().APP_URL);
  } catch (err) {
    if (!isStripeError(err)) throw err;
    log.error("stripe checkout failed", { user: user.id, error: describeError(err) });
    throw new ApiError(502, CHECKOUT_FAILED);
  }
});
