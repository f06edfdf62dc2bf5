import { route } from "@/lib/api/handler";
import { getCheckoutStatus } from "@/lib/billing/service";
import { paymentProviderCall } from "@/lib/billing/stripe";
import { billingEndpoints } from "@/lib/openapi/paths/billing";

/** GET /api/checkout-status/{session_id}: the user's own checkout session only (else 404). */
export const GET = route(billingEndpoints.checkoutStatus, async ({ db, user, params }) =>
  paymentProviderCall(() => getCheckoutStatus(db, user.id, params.session_id), {
    what: "checkout status",
    detail: "Could not reach the payment provider. Please try again.",
    userId: user.id,
  }),
);
