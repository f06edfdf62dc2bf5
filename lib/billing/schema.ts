/** Payloads of the Subscription calls (spec section 7), shared by the UI and the handlers. */
import { z } from "zod";

export const createCheckoutSchema = z.object({
  plan_name: z.enum(["premium", "pro"], { error: "plan_name must be premium or pro." }),
  origin_url: z.url({ error: "origin_url must be a URL." }).max(2000),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutSchema>;

export const updateSubscriptionSchema = z.object({
  plan: z.literal("free", { error: "plan must be free." }).default("free"),
  action: z.literal("downgrade", { error: "action must be downgrade." }),
});
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;

/** Checkout session ids are Stripe's ("cs_..."); anything else cannot be ours. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export type CheckoutStatus = {
  payment_status: string;
  status: string;
  amount_total: number | null;
  currency: string | null;
  session_id: string;
};

export type DowngradeResult = {
  message: string;
  subscription_status: string;
  subscription_plan: string | null;
  subscription_end_date: string | null;
};
