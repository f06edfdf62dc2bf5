import { authedRoute } from "@/lib/api/handler";
import { createCheckout } from "@/lib/billing/service";
import { CHECKOUT_FAILED } from "@/lib/billing/messages";
import { createCheckoutSchema } from "@/lib/billing/schema";
import { paymentProviderCall } from "@/lib/billing/stripe";
import { env } from "@/lib/env";

/** POST /api/create-checkout-session {plan_name, origin_url} → {checkout_url, session_id} */
export const POST = authedRoute(
  { access: "account", body: createCheckoutSchema, callsOutside: true },
  async ({ db, user, body }) =>
    paymentProviderCall(() => createCheckout(db, user.id, body, env().APP_URL), {
      what: "checkout",
      detail: CHECKOUT_FAILED,
      userId: user.id,
    }),
);
