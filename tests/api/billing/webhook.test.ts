/** The Stripe webhook: signatures, the handled events, replays and out-of-order delivery. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { getDb } from "@/db/client";
import { stripeEvents } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import type { FakeStripe } from "../../fakes/stripe";
import { startFakeSmtp } from "../../fakes/smtp";
import { call, registerUser } from "../../support/api";
import { billingRow, postEvent, PRICE_PRO, stopFakeStripe, useFakeStripe } from "./stripe-env";

let fake: FakeStripe;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  fake = await useFakeStripe();
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await stopFakeStripe(fake);
  await smtp.close();
});

/** A user who went through checkout for `plan`; returns the events Stripe would send. */
async function paidCheckout(plan: "premium" | "pro" = "premium") {
  const { token, user } = await registerUser();
  const res = await call<{ session_id: string }>(createCheckout, {
    method: "POST",
    token,
    body: { plan_name: plan, origin_url: "http://localhost:3000" },
  });
  const events = fake.completeCheckout(res.body.session_id);
  const session = fake.sessions.get(res.body.session_id)!;
  return { token, user, events, subscriptionId: String(session.subscription) };
}

describe("signature", () => {
  it("refuses a forged signature, a missing one and an old timestamp with 400, changing nothing", async () => {
    const { user, events } = await paidCheckout();
    const completed = events[0]!;
    const forged = await postEvent(completed, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ detail: "Invalid webhook signature." });
    const old = await postEvent(completed, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(old.status).toBe(400);
    expect((await postEvent(completed, { signature: "" })).status).toBe(400);
    expect((await billingRow(user.id)).subscription_status).toBe("trial");
    const db = await getDb();
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.event_id, completed.id))).toHaveLength(0);
  });

  it("refuses a body changed after signing", async () => {
    const { user, events } = await paidCheckout();
    const payload = JSON.stringify(events[0]);
    const Stripe = (await import("stripe")).default;
    const header = new Stripe("sk_x").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_vitalog_test_secret",
    });
    const tampered = JSON.parse(payload);
    tampered.data.object.client_reference_id = "someone-else";
    const res = await postEvent(tampered, { signature: header });
    expect(res.status).toBe(400);
    expect((await billingRow(user.id)).subscription_status).toBe("trial");
  });
});

describe("events", () => {
  it("checkout.session.completed grants the plan of the subscription, with its period end", async () => {
    const { user, events, subscriptionId } = await paidCheckout("pro");
    const res = await postEvent(events[0]!);
    expect(res.status).toBe(200);
    const row = await billingRow(user.id);
    expect(row).toMatchObject({
      subscription_status: "pro",
      subscription_plan: "pro",
      stripe_subscription_id: subscriptionId,
    });
    const end = (fake.subscriptions.get(subscriptionId)!.items as { data: { current_period_end: number }[] }).data[0]!
      .current_period_end;
    expect(row.subscription_end_date!.getTime()).toBe(end * 1000);
  });

  it("a replayed event is applied once", async () => {
    const { user, events, subscriptionId } = await paidCheckout();
    for (const e of events) await postEvent(e);
    // the user downgrades at Stripe; a replay of the old "created" event must not undo it
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const updated = fake.event("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!);
    expect((await postEvent(updated)).body).toMatchObject({ outcome: "applied" });
    expect((await postEvent(updated)).body).toMatchObject({ outcome: "duplicate" });
    expect((await postEvent(events[1]!)).body).toMatchObject({ outcome: "duplicate" });
    expect(await billingRow(user.id)).toMatchObject({ subscription_status: "premium", subscription_plan: "free" });
    const db = await getDb();
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.event_id, updated.id))).toHaveLength(1);
  });

  it("deleted arriving before updated ends canceled", async () => {
    const { user, events, subscriptionId } = await paidCheckout();
    await postEvent(events[0]!);
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const updated = fake.event("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!);
    fake.updateSubscription(subscriptionId, { status: "canceled" });
    const deleted = fake.event("customer.subscription.deleted", fake.subscriptions.get(subscriptionId)!);
    await postEvent(deleted);
    await postEvent(updated); // late, and its copy still says "active": Stripe's current state wins
    expect(await billingRow(user.id)).toMatchObject({
      subscription_status: "free",
      subscription_plan: "free",
      subscription_end_date: null,
    });
  });

  it("an unfinished subscription of a trial user leaves the trial alone", async () => {
    const { user, subscriptionId } = await paidCheckout();
    fake.updateSubscription(subscriptionId, { status: "incomplete" });
    await postEvent(fake.event("customer.subscription.created", fake.subscriptions.get(subscriptionId)!));
    expect((await billingRow(user.id)).subscription_status).toBe("trial");
  });

  it("invoice.payment_failed keeps the plan while Stripe retries and emails the user once", async () => {
    const { user, events, subscriptionId } = await paidCheckout();
    for (const e of events) await postEvent(e);
    fake.updateSubscription(subscriptionId, { status: "past_due" });
    const failed = fake.event(
      "invoice.payment_failed",
      fake.invoiceFor(fake.subscriptions.get(subscriptionId)!, false),
    );
    expect((await postEvent(failed)).status).toBe(200);
    const mail = await smtp.waitForMail(user.email, /payment failed/i);
    expect(mail.text).toContain("$9.99 USD");
    expect(mail.text).toContain("http://localhost:3000/subscription");
    expect((await billingRow(user.id)).subscription_status).toBe("premium");
    // the redelivery is a duplicate; the handler answers after any mail of its own is accepted
    await postEvent(failed);
    expect(smtp.messages.filter((m) => m.to.includes(user.email) && /payment failed/i.test(m.subject))).toHaveLength(1);

    fake.updateSubscription(subscriptionId, { status: "unpaid" });
    await postEvent(fake.event("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!));
    expect((await billingRow(user.id)).subscription_status).toBe("free");
  });

  it("a plan switched in the portal follows the subscription's new price", async () => {
    const { user, events, subscriptionId } = await paidCheckout("premium");
    await postEvent(events[0]!);
    const sub = fake.subscriptions.get(subscriptionId)! as unknown as { items: { data: { price: { id: string } }[] } };
    sub.items.data[0]!.price.id = PRICE_PRO;
    await postEvent(fake.event("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!));
    expect(await billingRow(user.id)).toMatchObject({ subscription_status: "pro", subscription_plan: "pro" });
  });

  it("records an event whose objects Stripe does not know, without retries or changes", async () => {
    const res = await postEvent({
      id: "evt_gone_sub",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_not_at_stripe", object: "subscription" } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: "ignored" });
  });

  it("acknowledges events it does not handle and events of unknown customers", async () => {
    const res = await postEvent({
      id: "evt_unknown_type",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1" } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: "ignored" });
  });
});
