/**
 * The Stripe client, built from configuration, or null when payments are not configured
 * (no secret key or a missing price id). STRIPE_API_BASE points the SDK at another
 * address (the local stand-in in tests) through its host/port/protocol options.
 */
import "server-only";
import Stripe from "stripe";
import { ApiError } from "@/lib/errors/api-error";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { PAYMENTS_NOT_CONFIGURED } from "./messages";
import type { PaidPlan } from "./plans";
import { planById } from "./plans";

/** Pinned: the SDK's own version (stripe@23.1.0); its types describe exactly this one. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

let cached: { key: string; client: Stripe } | undefined;

function connectionOptions(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function paymentsConfigured(): boolean {
  const e = env();
  return Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_PREMIUM && e.STRIPE_PRICE_PRO);
}

export function stripeClient(): Stripe | null {
  const e = env();
  if (!paymentsConfigured() || !e.STRIPE_SECRET_KEY) return null;
  const key = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_BASE ?? ""}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new Stripe(e.STRIPE_SECRET_KEY, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: "vitalog" },
        ...connectionOptions(e.STRIPE_API_BASE),
      }),
    };
  }
  return cached.client;
}

/** The client, or a 503 "Payments are not configured." */
export function requireStripe(): Stripe {
  const client = stripeClient();
  if (!client) throw ApiError.unavailable(PAYMENTS_NOT_CONFIGURED);
  return client;
}

export function priceIdFor(plan: PaidPlan): string | undefined {
  const name = planById(plan).stripe_price_env;
  return name ? env()[name] : undefined;
}

/** Which of our plans a Stripe price is, or null for a price we don't sell. */
export function planForPrice(priceId: string | null | undefined): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === env().STRIPE_PRICE_PREMIUM) return "premium";
  if (priceId === env().STRIPE_PRICE_PRO) return "pro";
  return null;
}

/** Stripe answered with an error (declined, invalid, down): a Stripe.errors.StripeError. */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}

/**
 * Runs a call to Stripe; a Stripe error (declined, invalid, unreachable) is logged with `what`
 * and answered 502 with `detail`, the user's words for what did not happen.
 */
export async function paymentProviderCall<T>(
  call: () => Promise<T>,
  { what, detail, userId }: { what: string; detail: string; userId: string },
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isStripeError(err)) throw err;
    log.error(`stripe ${what} failed`, { user: userId, error: describeError(err) });
    throw new ApiError(502, detail);
  }
}
