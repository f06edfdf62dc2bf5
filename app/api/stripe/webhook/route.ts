/**
 * POST /api/stripe/webhook: Stripe's events, verified on the raw body with
 * STRIPE_WEBHOOK_SECRET (default tolerance, 300 s). No user and a body read as raw text: a
 * plain route, with the same error mapping. A failure to apply answers 500 so that Stripe delivers it again.
 */
import { getDb } from "@/db/client";
import { readBodyText } from "@/lib/http/body-text";
import { ApiError } from "@/lib/errors/api-error";
import { plainRoute } from "@/lib/api/handler";
import { errorResponse } from "@/lib/http/error-response";
import { PAYMENTS_NOT_CONFIGURED } from "@/lib/billing/messages";
import { isStripeError, stripeClient } from "@/lib/billing/stripe";
import { handleStripeEvent } from "@/lib/billing/service";
import { env } from "@/lib/env";
import { logAccess, startAccess } from "@/lib/http/access-log";
import { describeError, log } from "@/lib/log";
import { internalEndpoints } from "@/lib/openapi/paths/internal";

export const POST = plainRoute(internalEndpoints.stripeWebhook, async (req: Request) => {
  const access = startAccess(req);
  return logAccess(access, await receive(req));
});

async function receive(req: Request): Promise<Response> {
  try {
    const stripe = stripeClient();
    const secret = env().STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) throw ApiError.unavailable(PAYMENTS_NOT_CONFIGURED);
    const signature = req.headers.get("stripe-signature");
    if (!signature) throw ApiError.badRequest("Missing Stripe-Signature header.");
    // the signature covers the raw bytes; text that is not UTF-8 is no Stripe event
    const payload = await readBodyText(req);
    let event;
    try {
      event = await stripe.webhooks.constructEventAsync(payload, signature, secret);
    } catch {
      throw ApiError.badRequest("Invalid webhook signature.");
    }
    // signed, yet not an event (Stripe always sends an id, a type and data.object)
    const shape = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
    if (
      typeof shape?.id !== "string" ||
      typeof shape.type !== "string" ||
      typeof shape.data?.object !== "object" ||
      shape.data.object === null
    ) {
      throw ApiError.badRequest("Invalid webhook event.");
    }
    const outcome = await handleStripeEvent(await getDb(), stripe, event);
    log.info("stripe event", { id: event.id, type: event.type, outcome });
    return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    // Stripe's API down while re-reading the event's objects: nothing applied, Stripe delivers it again
    if (isStripeError(err) && (err.type === "StripeConnectionError" || (err.statusCode ?? 0) >= 500)) {
      log.warn("stripe event deferred: stripe unreachable", { error: describeError(err) });
      return ApiError.unavailable(
        "Stripe could not be reached. The event will be applied when Stripe delivers it again.",
      ).toResponse();
    }
    return errorResponse(err, "POST /api/stripe/webhook");
  }
}
