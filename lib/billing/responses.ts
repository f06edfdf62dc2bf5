/** The Subscription routes' answers as zod schemas, for the OpenAPI document and its contract tests. */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import { named } from "@/lib/answers/schema-names";
import type { CheckoutStatus, DowngradeResult } from "./schema";

export const checkoutSessionSchema = z.object({
  checkout_url: z.url(),
  session_id: z.string(),
});

export const checkoutStatusSchema = answers<CheckoutStatus>()(
  z.object({
    payment_status: z.string(),
    status: z.string(),
    amount_total: z.nullable(z.int()),
    currency: z.nullable(z.string()),
    session_id: z.string(),
  }),
);

export const subscriptionChangeSchema = named(
  "SubscriptionChange",
  answers<DowngradeResult>()(
    z.object({
      message: z.string(),
      subscription_status: z.string(),
      subscription_plan: z.nullable(z.string()),
      subscription_end_date: z.nullable(z.iso.datetime({ offset: true })),
    }),
  ),
);

export const portalSessionSchema = z.object({ url: z.url() });
