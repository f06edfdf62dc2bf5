/** The Subscription calls' payloads and answers, shared by the UI and the route handlers. */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { PAID_PLANS } from "./plans";

export const createCheckoutSchema = z.object({
  plan_name: z.enum(PAID_PLANS, { error: "plan_name must be premium or pro" }),
  origin_url: z
    .url({ error: "origin_url must be a URL" })
    .check(z.maxLength(2000, "origin_url must be at most 2000 characters")),
});
export type CreateCheckoutInput = output<typeof createCheckoutSchema>;

export const SUBSCRIPTION_ACTIONS = ["downgrade", "cancel"] as const;

export const updateSubscriptionSchema = z.object({
  plan: z._default(z.literal("free", { error: "plan must be free" }), "free"),
  /** downgrade: to Free now (a paid period still runs to its end); cancel: at the trial's or period's end. */
  action: z.enum(SUBSCRIPTION_ACTIONS, { error: "action must be downgrade or cancel" }),
});
export type UpdateSubscriptionInput = output<typeof updateSubscriptionSchema>;

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
