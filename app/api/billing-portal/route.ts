import { authedRoute } from "@/lib/api/handler";
import { createPortalSession } from "@/lib/billing/service";
import { paymentProviderCall } from "@/lib/billing/stripe";
import { env } from "@/lib/env";

/** POST /api/billing-portal → {url}: the Stripe customer portal for the user's customer. */
export const POST = authedRoute({ access: "account", callsOutside: true }, async ({ db, user }) =>
  paymentProviderCall(() => createPortalSession(db, user.id, env().APP_URL), {
    what: "portal",
    detail: "Could not open the billing portal. Please try again.",
    userId: user.id,
  }),
);
