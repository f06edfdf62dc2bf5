import { route } from "@/lib/api/handler";
import { createPortalSession } from "@/lib/billing/service";
import { paymentProviderCall } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { billingEndpoints } from "@/lib/openapi/paths/billing";

/** POST /api/billing-portal → {url}: the Stripe customer portal for the user's customer. */
export const POST = route(billingEndpoints.billingPortal, async ({ db, user }) =>
  paymentProviderCall(() => createPortalSession(db, user.id, env().APP_URL), {
    what: "portal",
    detail: "Could not open the billing portal. Please try again.",
    userId: user.id,
  }),
);
