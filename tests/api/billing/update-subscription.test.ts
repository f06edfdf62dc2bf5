/** Downgrading to Free and the billing portal. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as portal } from "@/app/api/billing-portal/route";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { POST as update } from "@/app/api/update-subscription/route";
import { GET as me } from "@/app/api/me/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { effectivePlan } from "@/lib/billing/entitlements";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { FakeStripe } from "../../fakes/stripe";
import { call, registerUser } from "../../support/api";
import { billingRow, postEvent, stopFakeStripe, useFakeStripe } from "./stripe-env";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await useFakeStripe();
});
afterAll(async () => {
  await stopFakeStripe(fake);
});

const downgrade = (token: string, body: unknown = { plan: "free", action: "downgrade" }) =>
  call(update, { method: "POST", token, body });

async function premiumUser() {
  const { token, user } = await registerUser();
  const res = await call<{ session_id: string }>(createCheckout, {
    method: "POST",
    token,
    body: { plan_name: "premium", origin_url: "http://localhost:3000" },
  });
  for (const e of fake.completeCheckout(res.body.session_id)) await postEvent(e);
  const subscriptionId = String(fake.sessions.get(res.body.session_id)!.subscription);
  return { token, user, subscriptionId };
}

describe("POST /api/update-subscription", () => {
  it("ends a trial at once", async () => {
    const { token, user } = await registerUser();
    const res = await downgrade(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Successfully downgraded to free plan.",
      subscription_status: "free",
      subscription_plan: "free",
      subscription_end_date: null,
    });
    expect((await call(me, { token })).body).toMatchObject({ subscription_status: "free" });
    expect((await billingRow(user.id)).subscription_end_date).toBeNull();
  });

  it("cancels a paid subscription at period end: the plan stays until then", async () => {
    const { token, user, subscriptionId } = await premiumUser();
    const before = await billingRow(user.id);
    const res = await downgrade(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Successfully downgraded to free plan.",
      subscription_status: "premium",
      subscription_plan: "free",
    });
    expect(res.body.subscription_end_date).toBe(before.subscription_end_date!.toISOString());
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: "active" });
    // the period ends: Stripe deletes the subscription and tells us
    fake.updateSubscription(subscriptionId, { status: "canceled" });
    await postEvent(fake.event("customer.subscription.deleted", fake.subscriptions.get(subscriptionId)!));
    expect((await call(me, { token })).body).toMatchObject({ subscription_status: "free" });
  });

  it("validates the body", async () => {
    const { token } = await registerUser();
    const bad = await downgrade(token, { plan: "pro", action: "downgrade" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/plan/);
    const badAction = await downgrade(token, { plan: "free", action: "upgrade" });
    expect(badAction.status).toBe(400);
    expect(badAction.body.detail).toMatch(/action must be downgrade or cancel/);
    expect((await call(me, { token })).body).toMatchObject({ subscription_status: "trial" });
  });

  it('answers "Failed to update subscription. Please contact support." when Stripe refuses', async () => {
    const { token, user } = await premiumUser();
    const db = await getDb();
    await db.update(users).set({ stripe_subscription_id: "sub_gone" }).where(eq(users.id, user.id));
    const res = await downgrade(token);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: "Failed to update subscription. Please contact support." });
    expect((await billingRow(user.id)).subscription_status).toBe("premium");
  });
});

it("a trial past its 7 days reads as free with no job run, and downgrading it changes nothing more", async () => {
  const { token, user } = await registerUser();
  const db = await getDb();
  await db
    .update(users)
    .set({ subscription_end_date: new Date(Date.now() - 1000) })
    .where(eq(users.id, user.id));
  expect((await call(me, { token })).body).toMatchObject({ subscription_status: "free" });
  const res = await downgrade(token);
  expect(res.body).toMatchObject({ message: "Successfully downgraded to free plan.", subscription_status: "free" });
});

describe("POST /api/update-subscription {action: cancel}", () => {
  const cancel = (token: string) => call(update, { method: "POST", token, body: { plan: "free", action: "cancel" } });
  const migraine = { severity: 5, duration_hours: 2, triggers: [], symptoms: [], time: "08:00" };

  it("keeps a trial until its end date, then the user is on Free; no Stripe call", async () => {
    const { token, user } = await registerUser();
    const trialEnd = (await billingRow(user.id)).subscription_end_date!;
    const stripeCalls = fake.requests.length;
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message:
        "Your free trial is cancelled. Premium features stay until it ends; after that you are on the Free plan.",
      subscription_status: "trial",
      subscription_plan: "free",
      subscription_end_date: trialEnd.toISOString(),
    });
    expect(fake.requests.length).toBe(stripeCalls);
    const row = await billingRow(user.id);
    expect(row).toMatchObject({ subscription_status: "trial", subscription_plan: "free" });
    expect(row.subscription_end_date!.getTime()).toBe(trialEnd.getTime());
    // until the end date the trial's Premium features still work
    expect((await call(me, { token })).body).toMatchObject({ subscription_status: "trial" });
    expect((await call(logMigraine, { method: "POST", token, body: migraine })).status).toBe(201);
    expect(effectivePlan(row, new Date(trialEnd.getTime() - 1000))).toBe("premium");
    expect(effectivePlan(row, trialEnd)).toBe("free");
    // the end date passes: Free, and a Premium feature is refused
    const db = await getDb();
    await db
      .update(users)
      .set({ subscription_end_date: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await call(me, { token })).body).toMatchObject({ subscription_status: "free" });
    const refused = await call(logMigraine, { method: "POST", token, body: migraine });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/Premium/);
  });

  it("cancels a paid Stripe subscription at period end", async () => {
    const { token, user, subscriptionId } = await premiumUser();
    const before = await billingRow(user.id);
    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription_status: "premium", subscription_plan: "free" });
    expect(res.body.subscription_end_date).toBe(before.subscription_end_date!.toISOString());
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: "active" });
  });

  it("answers 409 with a detail on the Free plan and changes nothing", async () => {
    const { token, user } = await registerUser();
    expect((await downgrade(token)).status).toBe(200);
    const res = await cancel(token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: "You are on the Free plan: there is no subscription to cancel." });
    expect(await billingRow(user.id)).toMatchObject({ subscription_status: "free", subscription_end_date: null });
  });
});

describe("POST /api/billing-portal", () => {
  it("opens the portal for a customer, returning to Subscription", async () => {
    const { token, user } = await premiumUser();
    const res = await call<{ url: string }>(portal, { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${fake.baseURL}/portal/bps_`));
    const row = await billingRow(user.id);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/billing_portal/sessions",
      body: { customer: row.stripe_customer_id, return_url: "http://localhost:3000/subscription" },
    });
  });

  it("answers 404 for a user who never subscribed", async () => {
    const { token } = await registerUser();
    expect((await call(portal, { method: "POST", token })).status).toBe(404);
  });
});

it("a paying user cannot start a second subscription through checkout", async () => {
  const { token } = await premiumUser();
  const res = await call(createCheckout, {
    method: "POST",
    token,
    body: { plan_name: "pro", origin_url: "http://localhost:3000" },
  });
  expect(res.status).toBe(409);
});
