import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import type { BillingAccount } from "@/lib/billing/service";
import { fieldsFromSubscription } from "@/lib/billing/subscription-state";
import { resetEnvCache } from "@/lib/env";

beforeAll(() => {
  Object.assign(process.env, { STRIPE_PRICE_PREMIUM: "price_p", STRIPE_PRICE_PRO: "price_x" });
  resetEnvCache();
});
afterAll(() => {
  delete process.env.STRIPE_PRICE_PREMIUM;
  delete process.env.STRIPE_PRICE_PRO;
  resetEnvCache();
});

const END = 1_900_000_000;
const account = (over: Partial<BillingAccount> = {}): BillingAccount => ({
  id: "u1",
  email: "a@example.com",
  name: "A",
  subscription_status: "trial",
  subscription_plan: null,
  subscription_end_date: null,
  stripe_customer_id: "cus_1",
  stripe_subscription_id: null,
  ...over,
});
const sub = (over: Partial<Stripe.Subscription> = {}, price = "price_p") =>
  ({
    id: "sub_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {},
    items: { data: [{ price: { id: price }, current_period_end: END }] },
    ...over,
  }) as unknown as Stripe.Subscription;

describe("fieldsFromSubscription", () => {
  it("gives the plan of the price and the period end", () => {
    expect(fieldsFromSubscription(account(), sub({}, "price_x"))).toEqual({
      subscription_status: "pro",
      subscription_plan: "pro",
      subscription_end_date: new Date(END * 1000),
      stripe_subscription_id: "sub_1",
    });
  });

  it("keeps the plan until the end when cancelled at period end, then the plan after is free", () => {
    expect(fieldsFromSubscription(account(), sub({ cancel_at_period_end: true }))).toMatchObject({
      subscription_status: "premium",
      subscription_plan: "free",
    });
  });

  it("ends the plan when the user's own subscription is over, not another one's", () => {
    const mine = account({ stripe_subscription_id: "sub_1", subscription_status: "premium" });
    expect(fieldsFromSubscription(mine, sub({ status: "canceled" }))).toMatchObject({
      subscription_status: "free",
      subscription_end_date: null,
    });
    expect(
      fieldsFromSubscription(account({ stripe_subscription_id: "sub_new" }), sub({ status: "canceled" })),
    ).toBeNull();
    expect(fieldsFromSubscription(account(), sub({ status: "incomplete" }))).toBeNull();
  });

  it("ignores a price we don't sell", () => {
    expect(fieldsFromSubscription(account(), sub({}, "price_other"))).toBeNull();
  });
});
