/**
 * Every Stripe event of the shared real-data folder, `stripe/` (as Stripe sent them, API versions
 * 2020-03-02, 2023-10-16 and 2025-03-31.basil), signed with the webhook secret and posted
 * byte for byte. The expected ids, plans and dates below are read by hand from the files.
 * Stripe answers the re-reads from the stand-in, seeded with what the events name.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { getDb } from "@/db/client";
import { stripeEvents, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import type { FakeStripe } from "../../fakes/stripe";
import { call, registerUser } from "../../support/api";
import { billingRow, stopFakeStripe, useFakeStripe, WEBHOOK_SECRET } from "./stripe-env";

/** The shared real-data folder beside the repository; REALDATA_DIR points elsewhere (a worktree, CI). */
const REALDATA = process.env.REALDATA_DIR ?? path.resolve(import.meta.dirname, "../../../../shared/realdata");
const DIR = path.join(REALDATA, "stripe");
const available = existsSync(DIR);
if (!available) console.warn(`realdata-events: skipped, the real Stripe events are not at ${DIR}`);
const FILES = [
  "sync-engine/charge_succeeded.json",
  "sync-engine/checkout_session_completed.json",
  "sync-engine/customer_updated.json",
  "sync-engine/invoice_finalized.json",
  "sync-engine/invoice_paid.json",
  "sync-engine/invoice_payment_paid.json",
  "sync-engine/invoice_updated.json",
  "sync-engine/payment_intent_payment_failed.json",
  "sync-engine/subscription_created.json",
  "sync-engine/subscription_deleted.json",
  "sync-engine/subscription_updated.json",
  "basil/checkout.session.completed.json",
  "basil/invoice.payment_succeeded.signed-payload.json",
];
// the prices the events' subscriptions and invoice lines name: our Premium and Pro here
const PRICE_2020 = "price_1IDQm5JDPojXS6LNM31hxKzp";
const PRICE_BASIL = "price_1RCV6tCMHTTliF5iuMgrQbyE";

let fake: FakeStripe;
const signer = new Stripe("sk_test_signer_only");

beforeAll(async () => {
  if (!available) return;
  fake = await useFakeStripe();
  process.env.STRIPE_PRICE_PREMIUM = PRICE_2020;
  process.env.STRIPE_PRICE_PRO = PRICE_BASIL;
  resetEnvCache();
});
afterAll(() => stopFakeStripe(fake));

const raw = (file: string) => readFileSync(path.join(DIR, file), "utf8");
const objectOf = (file: string) =>
  (JSON.parse(raw(file)) as { data: { object: Record<string, unknown> & { id: string } } }).data.object;

/** The file's bytes, signed now with the webhook secret, as Stripe delivers them. */
async function deliver(file: string) {
  const payload = raw(file);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return call<{ received?: boolean; outcome?: string; detail?: string }>(webhook, {
    method: "POST",
    path: "/api/stripe/webhook",
    rawBody: payload,
    headers: { "stripe-signature": signature, "content-type": "application/json" },
  });
}

/** A new user on the trial, who is Stripe's `customer` (taken from whoever had it before). */
async function payer(customer: string, subscriptionId: string | null = null) {
  const db = await getDb();
  await db.update(users).set({ stripe_customer_id: null }).where(eq(users.stripe_customer_id, customer));
  const { user } = await registerUser();
  await db
    .update(users)
    .set({ stripe_customer_id: customer, stripe_subscription_id: subscriptionId })
    .where(eq(users.id, user.id));
  return user;
}

/** A subscription as the pinned API version shows it: the period on its item. */
function currentSubscription(id: string, customer: string, price: string, periodEnd: number) {
  return {
    id,
    object: "subscription",
    customer,
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {},
    items: { object: "list", data: [{ id: `si_${id}`, price: { id: price }, current_period_end: periodEnd }] },
  };
}

describe.skipIf(!available)("real Stripe events", () => {
  it("every file is accepted (200) and recorded once", async () => {
    for (const file of FILES) {
      const res = await deliver(file);
      expect(res.status, `${file}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.received).toBe(true);
    }
    const db = await getDb();
    const ids = FILES.map((f) => (JSON.parse(raw(f)) as { id: string }).id);
    const rows = await db.select({ id: stripeEvents.event_id }).from(stripeEvents);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    // the second delivery of each changes nothing
    for (const file of FILES) expect((await deliver(file)).body.outcome).toBe("duplicate");
  });
});

describe.skipIf(!available)("invoice.paid and invoice.payment_succeeded, both shapes", () => {
  it("invoice.paid of API 2020-03-02 (top-level subscription) grants the subscription's plan", async () => {
    const user = await payer("cus_JsuO3bmrj0QlAw");
    fake.subscriptions.set(
      "sub_JsuPyCPhXWfZar",
      currentSubscription("sub_JsuPyCPhXWfZar", "cus_JsuO3bmrj0QlAw", PRICE_2020, 1645323680),
    );
    const db = await getDb();
    await db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_1KJrGtJDPojXS6LN15fcthM3"));
    const res = await deliver("sync-engine/invoice_paid.json");
    expect(res.body).toMatchObject({ outcome: "applied" });
    const row = await billingRow(user.id);
    expect(row).toMatchObject({
      subscription_status: "premium",
      subscription_plan: "premium",
      stripe_subscription_id: "sub_JsuPyCPhXWfZar",
    });
    expect(row.subscription_end_date?.toISOString()).toBe("2022-02-20T02:21:20.000Z");
  });

  it("invoice.payment_succeeded of API 2025-03-31.basil (parent.subscription_details) grants Pro", async () => {
    const user = await payer("cus_SGqVI5XZS5sDjA");
    fake.subscriptions.set(
      "sub_1RMgafCMHTTliF5imBKfvfyV",
      currentSubscription("sub_1RMgafCMHTTliF5imBKfvfyV", "cus_SGqVI5XZS5sDjA", PRICE_BASIL, 1749435787),
    );
    const db = await getDb();
    await db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_1RMgagCMHTTliF5iVoysIuMJ"));
    const res = await deliver("basil/invoice.payment_succeeded.signed-payload.json");
    expect(res.body).toMatchObject({ outcome: "applied" });
    expect(await billingRow(user.id)).toMatchObject({
      subscription_status: "pro",
      stripe_subscription_id: "sub_1RMgafCMHTTliF5imBKfvfyV",
    });
  });
});

describe.skipIf(!available)("checkout and subscription events", () => {
  it("checkout.session.completed (basil) grants the plan of the session's subscription to the customer", async () => {
    const user = await payer("cus_SGqVI5XZS5sDjA");
    const session = objectOf("basil/checkout.session.completed.json");
    fake.sessions.set(session.id, session);
    fake.subscriptions.set(
      "sub_1RMcdRCMHTTliF5iM812gr0j",
      currentSubscription("sub_1RMcdRCMHTTliF5iM812gr0j", "cus_SGqVI5XZS5sDjA", PRICE_BASIL, 1749420000),
    );
    const db = await getDb();
    await db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_1RMcdSCMHTTliF5issIUBut6"));
    expect((await deliver("basil/checkout.session.completed.json")).body).toMatchObject({ outcome: "applied" });
    expect(await billingRow(user.id)).toMatchObject({
      subscription_status: "pro",
      stripe_subscription_id: "sub_1RMcdRCMHTTliF5iM812gr0j",
    });
  });

  it("a one-time payment's checkout (mode payment, 2020) changes no plan", async () => {
    const user = await payer("cus_IhGfebO16cMIGN");
    const session = objectOf("sync-engine/checkout_session_completed.json");
    fake.sessions.set(session.id, session);
    const db = await getDb();
    await db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_T8nSaZqtPudigUMqnnbY4D4v"));
    expect((await deliver("sync-engine/checkout_session_completed.json")).body).toMatchObject({ outcome: "ignored" });
    expect((await billingRow(user.id)).subscription_status).toBe("trial");
  });

  it("customer.subscription.created then .deleted (2020, period end on the subscription) grant then end Premium", async () => {
    const user = await payer("cus_IhGfebO16cMIGN");
    const db = await getDb();
    await db
      .delete(stripeEvents)
      .where(eq(stripeEvents.event_id, "evt_1J02NfJDPojXS6LNawmt1X8q"))
      .then(() => db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_1J02QdJDPojXS6LNnOJB09Xb")));
    // Stripe as it was then: the subscription exactly as the event carries it
    fake.subscriptions.set("sub_JdIzvfy6o5GZRd", objectOf("sync-engine/subscription_created.json"));
    expect((await deliver("sync-engine/subscription_created.json")).body).toMatchObject({ outcome: "applied" });
    const created = await billingRow(user.id);
    expect(created).toMatchObject({ subscription_status: "premium", stripe_subscription_id: "sub_JdIzvfy6o5GZRd" });
    expect(created.subscription_end_date?.toISOString()).toBe("2021-07-08T10:41:58.000Z");

    fake.subscriptions.set("sub_JdIzvfy6o5GZRd", objectOf("sync-engine/subscription_deleted.json"));
    expect((await deliver("sync-engine/subscription_deleted.json")).body).toMatchObject({ outcome: "applied" });
    expect(await billingRow(user.id)).toMatchObject({ subscription_status: "free", subscription_plan: "free" });
  });

  it("customer.subscription.updated (2020) records the plan and its period end", async () => {
    const user = await payer("cus_IhGfebO16cMIGN");
    fake.subscriptions.set("sub_JLEPMp81LApOJl", objectOf("sync-engine/subscription_updated.json"));
    const db = await getDb();
    await db.delete(stripeEvents).where(eq(stripeEvents.event_id, "evt_1IlavxJDPojXS6LNGNOrPWFQ"));
    expect((await deliver("sync-engine/subscription_updated.json")).body).toMatchObject({ outcome: "applied" });
    const row = await billingRow(user.id);
    expect(row).toMatchObject({ subscription_status: "premium", stripe_subscription_id: "sub_JLEPMp81LApOJl" });
    expect(row.subscription_end_date?.toISOString()).toBe("2021-05-21T04:45:44.000Z");
  });

  it("events vitalog does not act on leave the payer's plan alone", async () => {
    const user = await payer("cus_J7Mkgr8mvbl1eK");
    const db = await getDb();
    for (const [file, id] of [
      ["sync-engine/charge_succeeded.json", "evt_3KtQThJDPojXS6LN0E06aNxq"],
      ["sync-engine/invoice_finalized.json", "evt_1KJeHmJDPojXS6LNHTfmcolj"],
    ] as const) {
      await db.delete(stripeEvents).where(eq(stripeEvents.event_id, id));
      expect((await deliver(file)).body).toMatchObject({ outcome: "ignored" });
    }
    expect((await billingRow(user.id)).subscription_status).toBe("trial");
  });
});
