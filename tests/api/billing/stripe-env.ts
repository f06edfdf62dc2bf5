/** Points the app's Stripe configuration at a fresh Stripe stand-in; signs and posts webhook events. */
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startFakeStripe, type FakeStripe } from "../../fakes/stripe";
import { call } from "../../support/api";

export const PRICE_PREMIUM = "price_premium_test";
export const PRICE_PRO = "price_pro_test";
export const WEBHOOK_SECRET = "whsec_vitalog_test_secret";
const KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PREMIUM",
  "STRIPE_PRICE_PRO",
  "STRIPE_API_BASE",
] as const;

export async function useFakeStripe(): Promise<FakeStripe> {
  const fake = await startFakeStripe({ prices: { [PRICE_PREMIUM]: 999, [PRICE_PRO]: 1999 } });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_vitalog",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: PRICE_PREMIUM,
    STRIPE_PRICE_PRO: PRICE_PRO,
    STRIPE_API_BASE: fake.baseURL,
  });
  resetEnvCache();
  return fake;
}

export async function stopFakeStripe(fake: FakeStripe | undefined): Promise<void> {
  for (const key of KEYS) delete process.env[key];
  resetEnvCache();
  await fake?.close();
}

const signer = new Stripe("sk_test_signer_only");

/** Posts an event to the webhook handler, signed as Stripe signs it (or not, to test refusals). */
export async function postEvent(event: object, opts: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp,
    });
  return call(webhook, {
    method: "POST",
    path: "/api/stripe/webhook",
    rawBody: payload,
    headers: { "stripe-signature": signature },
  });
}

export async function billingRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}
