/** Checkout through the real `stripe` SDK against the Stripe stand-in. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { GET as checkoutStatus } from "@/app/api/checkout-status/[session_id]/route";
import type { FakeStripe } from "../../fakes/stripe";
import { call, registerUser } from "../../support/api";
import { billingRow, postEvent, PRICE_PREMIUM, PRICE_PRO, stopFakeStripe, useFakeStripe } from "./stripe-env";

const ORIGIN = "http://localhost:3000";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await useFakeStripe();
});
afterAll(async () => {
  await stopFakeStripe(fake);
});

async function checkout(token: string, body: Record<string, unknown>) {
  return call<{ checkout_url: string; session_id: string; detail?: string }>(createCheckout, {
    method: "POST",
    token,
    body,
  });
}

describe("POST /api/create-checkout-session", () => {
  it("creates a subscription-mode session for the user's customer, created once and remembered", async () => {
    const { token, user } = await registerUser();
    const first = await checkout(token, { plan_name: "premium", origin_url: ORIGIN });
    expect(first.status).toBe(200);
    expect(first.body.checkout_url).toBe(`${fake.baseURL}/checkout/${first.body.session_id}`);
    const session = fake.sessions.get(first.body.session_id)!;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      success_url: `${ORIGIN}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/subscription?checkout=cancelled`,
      line_items: [{ price: PRICE_PREMIUM, quantity: 1 }],
    });
    const row = await billingRow(user.id);
    expect(row.stripe_customer_id).toBe(session.customer);
    expect(fake.customers.get(String(session.customer))).toMatchObject({ email: user.email });

    const second = await checkout(token, { plan_name: "pro", origin_url: `${ORIGIN}/subscription` });
    expect(second.status).toBe(200);
    expect(fake.sessions.get(second.body.session_id)).toMatchObject({
      customer: session.customer,
      line_items: [{ price: PRICE_PRO, quantity: 1 }],
    });
    expect(fake.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
  });

  it("refuses another site's origin_url and unknown plans, creating nothing", async () => {
    const { token } = await registerUser();
    const before = fake.sessions.size;
    const evil = await checkout(token, { plan_name: "premium", origin_url: "https://evil.example.com" });
    expect(evil.status).toBe(400);
    expect(evil.body.detail).toBe("origin_url must be this app's own address.");
    const port = await checkout(token, { plan_name: "premium", origin_url: "http://localhost:3001" });
    expect(port.status).toBe(400);
    const plan = await checkout(token, { plan_name: "free", origin_url: ORIGIN });
    expect(plan.status).toBe(400);
    expect(fake.sessions.size).toBe(before);
  });

  it("needs a signed-in user", async () => {
    const res = await checkout("", { plan_name: "premium", origin_url: ORIGIN });
    expect(res.status).toBe(401);
  });

  it("answers 503 'Payments are not configured.' without Stripe configuration", async () => {
    const { token } = await registerUser();
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    const { resetEnvCache } = await import("@/lib/env");
    resetEnvCache();
    try {
      const res = await checkout(token, { plan_name: "premium", origin_url: ORIGIN });
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe("Payments are not configured.");
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetEnvCache();
    }
  });
});

describe("GET /api/checkout-status/{session_id}", () => {
  it("reports open until the webhook applied the payment, then paid with the amount in minor units", async () => {
    const { token, user } = await registerUser();
    const { body } = await checkout(token, { plan_name: "premium", origin_url: ORIGIN });
    const status = () => call(checkoutStatus, { token, params: { session_id: body.session_id } });

    expect((await status()).body).toEqual({
      payment_status: "unpaid",
      status: "open",
      amount_total: 999,
      currency: "usd",
      session_id: body.session_id,
    });
    const events = fake.completeCheckout(body.session_id);
    // paid at Stripe, but no webhook yet: the page keeps waiting and no plan is granted
    expect((await status()).body).toMatchObject({ payment_status: "unpaid", status: "open" });
    expect((await billingRow(user.id)).subscription_status).toBe("trial");

    for (const e of events) expect((await postEvent(e)).status).toBe(200);
    expect((await status()).body).toEqual({
      payment_status: "paid",
      status: "complete",
      amount_total: 999,
      currency: "usd",
      session_id: body.session_id,
    });
    expect((await billingRow(user.id)).subscription_status).toBe("premium");
  });

  it("reports an expired session", async () => {
    const { token } = await registerUser();
    const { body } = await checkout(token, { plan_name: "pro", origin_url: ORIGIN });
    fake.expireCheckout(body.session_id);
    const res = await call(checkoutStatus, { token, params: { session_id: body.session_id } });
    expect(res.body).toMatchObject({ status: "expired", payment_status: "unpaid", amount_total: 1999 });
  });

  it("answers 404 for another user's session and for made-up ids", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { body } = await checkout(owner.token, { plan_name: "premium", origin_url: ORIGIN });
    const res = await call(checkoutStatus, { token: other.token, params: { session_id: body.session_id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "Checkout session not found." });
    expect((await call(checkoutStatus, { token: other.token, params: { session_id: "../../etc" } })).status).toBe(404);
  });
});
