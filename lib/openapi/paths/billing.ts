/** The plan: Stripe Checkout, its result, a downgrade or cancellation, and the billing portal. */
import { CHECKOUT_SESSION_ID, createCheckoutSchema, updateSubscriptionSchema } from "@/lib/billing/schema";
import {
  checkoutSessionSchema,
  checkoutStatusSchema,
  portalSessionSchema,
  subscriptionChangeSchema,
} from "@/lib/billing/responses";
import { endpoint } from "../endpoint";

const tag = "Billing";
const access = "account";
const SESSION_ID = "cs_test_a1B2c3D4e5F6g7H8i9J0";
const PAYMENTS = "Stripe failed to answer (502), or payments are not configured on this server (503).";

export const billingEndpoints = {
  createCheckout: endpoint({
    method: "post",
    path: "/api/create-checkout-session",
    summary: "Start a Stripe Checkout for a paid plan",
    description: `Send the browser to \`checkout_url\`; it comes back to the app's subscription-success page. ${PAYMENTS}`,
    tag,
    access,
    body: createCheckoutSchema,
    bodyExample: { plan_name: "pro", origin_url: "https://vitalog.example" },
    callsOutside: true,
    responses: {
      200: {
        description: "The checkout to open.",
        schema: checkoutSessionSchema,
        example: { checkout_url: `https://checkout.stripe.com/c/pay/${SESSION_ID}`, session_id: SESSION_ID },
      },
    },
    throws: [409, 502, 503],
  }),
  checkoutStatus: endpoint({
    method: "get",
    path: "/api/checkout-status/{session_id}",
    summary: "The status of one of the user's checkouts",
    description: `"paid" once the plan has been applied. ${PAYMENTS}`,
    tag,
    access,
    params: { session_id: CHECKOUT_SESSION_ID },
    notFound: "Checkout session not found.",
    responses: {
      200: {
        description: "The checkout's status.",
        schema: checkoutStatusSchema,
        example: {
          payment_status: "paid",
          status: "complete",
          amount_total: 999,
          currency: "usd",
          session_id: SESSION_ID,
        },
      },
    },
    throws: [502, 503],
  }),
  updateSubscription: endpoint({
    method: "post",
    path: "/api/update-subscription",
    summary: "Downgrade to Free or cancel",
    description:
      "`downgrade`: to Free now (a paid period still runs to its end); `cancel`: Free at the end of the trial or period. " +
      PAYMENTS,
    tag,
    access,
    body: updateSubscriptionSchema,
    bodyExample: { plan: "free", action: "cancel" },
    callsOutside: true,
    responses: {
      200: {
        description: "The plan now, and when it ends.",
        schema: subscriptionChangeSchema,
        example: {
          message: "Successfully downgraded to free plan.",
          subscription_status: "free",
          subscription_plan: "free",
          subscription_end_date: null,
        },
      },
    },
    throws: [409, 502, 503],
  }),
  billingPortal: endpoint({
    method: "post",
    path: "/api/billing-portal",
    summary: "Open the Stripe billing portal",
    description: `Where a paying user changes card or plan. 404 before a first subscription. ${PAYMENTS}`,
    tag,
    access,
    callsOutside: true,
    responses: {
      200: {
        description: "The portal to open.",
        schema: portalSessionSchema,
        example: { url: "https://billing.stripe.com/p/session/test_YWNjdF8x" },
      },
    },
    throws: [404, 502, 503],
  }),
};
