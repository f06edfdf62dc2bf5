import { route } from "@/lib/api/handler";
import { createCheckout } from "@/lib/billing/service";
import { CHECKOUT_FAILED } from "@/lib/billing/messages";
import { paymentProviderCall } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { billingEndpoints } from "@/lib/openapi/paths/billing";

/** POST /api/create-checkout-session {plan_name, origin_url} → {checkout_url, session_id} */
export const POST = route(billingEndpoints.createCheckout, async ({ db, user, body }) =>
  paymentProviderCall(() => createCheckout(db, user.id, body, env().APP_URL), {
    what: "checkout",
    detail: CHECKOUT_FAILED,
    userId: user.id,
  }),
);
