import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { getCheckoutStatus } from "@/lib/billing/checkout";
import { checkoutSessionIdSchema } from "@/lib/billing/schema";
import { isStripeError } from "@/lib/billing/stripe";
import { describeError, log } from "@/lib/log";

/** GET /api/checkout-status/{session_id}: the user's own checkout session only (else 404). */
export const GET = authedRoute({}, async ({ db, user, params }) => {
  const id = checkoutSessionIdSchema.safeParse(params.session_id);
  if (!id.success) throw ApiError.notFound("Checkout session not found.");
  try {
    return await getCheckoutStatus(db, user.id, id.data);
  } catch (err) {
    if (!isStripeError(err)) throw err;
    log.error("stripe checkout status failed", { user: user.id, error: describeError(err) });
    throw new ApiError(502, "Could not reach the payment provider. Please try again.");
  }
});
