import { authedRoute } from "@/lib/api/handler";
import { getCheckoutStatus } from "@/lib/billing/service";
import { CHECKOUT_SESSION_ID } from "@/lib/billing/schema";
import { paymentProviderCall } from "@/lib/billing/stripe";

/** GET /api/checkout-status/{session_id}: the user's own checkout session only (else 404). */
export const GET = authedRoute(
  { access: "account", params: { session_id: CHECKOUT_SESSION_ID }, notFound: "Checkout session not found." },
  async ({ db, user, params }) =>
    paymentProviderCall(() => getCheckoutStatus(db, user.id, params.session_id!), {
      what: "checkout status",
      detail: "Could not reach the payment provider. Please try again.",
      userId: user.id,
    }),
);
