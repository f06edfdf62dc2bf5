/**
 * Outside services that cannot be reached (a closed port, or a server that hangs up):
 * Open Food Facts, the AI service and Stripe. The user gets a clear answer quickly, and
 * nothing is saved or changed by a request that failed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as analyze } from "@/app/api/analyze-food-image/route";
import { POST as createCheckout } from "@/app/api/create-checkout-session/route";
import { POST as generatePlan } from "@/app/api/generate-workout-plan/route";
import { POST as scanBarcode } from "@/app/api/scan-barcode/route";
import { getDb } from "@/db/client";
import { checkoutSessions, foodEntries, products, workoutPlans } from "@/db/schema";
import { AI_UNREACHABLE } from "@/lib/ai/provider";
import { CHECKOUT_FAILED } from "@/lib/billing/messages";
import { resetEnvCache } from "@/lib/env";
import { PRODUCT_DB_UNREACHABLE as UNREACHABLE } from "@/lib/food/schema";
import type { FakeStripe } from "../fakes/stripe";
import { billingRow, postEvent, stopFakeStripe, useFakeStripe } from "../api/billing/stripe-env";
import { call, registerUser } from "../support/api";
import { acceptingServer, closedPort, type DeadEnd } from "./dead-ends";

let hangUp: DeadEnd;
let refused: string;
const ENV_KEYS = ["OFF_BASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL"] as const;

beforeAll(async () => {
  hangUp = await acceptingServer();
  refused = `http://127.0.0.1:${await closedPort()}`;
  // failed calls are logged as warnings/errors by design
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  resetEnvCache();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await hangUp.close();
});

const deadEnds = () =>
  [
    ["refused", refused],
    ["hung up", `http://127.0.0.1:${hangUp.port}`],
  ] as const;

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

async function timed<T>(run: () => Promise<T>): Promise<T & { took: number }> {
  const started = Date.now();
  const result = await run();
  return { ...result, took: Date.now() - started };
}

describe("Open Food Facts unreachable", () => {
  it("the local table still answers; an unknown code is a quick 503 saying so, nothing cached", async () => {
    const { token } = await registerUser();
    const db = await getDb();
    await db.insert(products).values({
      barcode: "0036000291452",
      food_name: "Local Crackers",
      brand: "Acme",
      calories: 130,
      serving_size: "30 g",
      basis: "serving",
    });
    for (const [how, url] of deadEnds()) {
      setEnv({ OFF_BASE_URL: url });
      const local = await call(scanBarcode, { token, body: { barcode: "036000291452" } });
      expect(local.status, how).toBe(200);
      expect(local.body.product).toMatchObject({ food_name: "Local Crackers" });
      const unknown = await timed(() => call(scanBarcode, { token, body: { barcode: "4000417025029" } }));
      expect(unknown.status, how).toBe(503);
      expect(unknown.body).toMatchObject({ success: false, message: UNREACHABLE, detail: UNREACHABLE });
      expect(unknown.took, how).toBeLessThan(5_000); // well inside the 5 s OFF time-out: a refusal is immediate
    }
    expect(await db.select().from(products).where(eq(products.barcode, "4000417025029"))).toEqual([]);
  });
});

describe("AI service unreachable", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const prefs = {
    fitnessGoals: "Run a 5k without stopping",
    currentFitnessLevel: "beginner",
    workoutFrequency: 3,
    availableDays: ["Monday", "Wednesday", "Friday"],
    workoutDuration: 30,
    preferredTypes: ["Cardio"],
    injuries: "",
    equipment: "none",
  };

  async function analyzePhoto(token: string) {
    const form = new FormData();
    form.set("image_file", new Blob([PNG], { type: "image/png" }), "meal.png");
    const req = new Request("http://localhost:3000/api/analyze-food-image", {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const res = await analyze(req, { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it("photo analysis answers 503 'Could not connect to the AI service', and logs no food", async () => {
    const { token, user } = await registerUser();
    for (const [how, url] of deadEnds()) {
      setEnv({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: url });
      const res = await timed(() => analyzePhoto(token));
      expect(res.status, how).toBe(503);
      expect(res.body.detail, how).toBe(AI_UNREACHABLE);
      expect(res.took, how).toBeLessThan(10_000); // one retry after ~2 s, not the 60 s time-out
    }
    expect(await (await getDb()).select().from(foodEntries).where(eq(foodEntries.user_id, user.id))).toEqual([]);
  }, 30_000);

  it("an AI workout plan answers 503 with the connection message, and saves no plan", async () => {
    const { token, user } = await registerUser();
    for (const [how, url] of deadEnds()) {
      setEnv({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: url });
      const res = await timed(() => call(generatePlan, { token, body: { user_preferences: prefs } }));
      expect(res.status, how).toBe(503);
      expect(res.body.detail, how).toBe(AI_UNREACHABLE);
      expect(res.took, how).toBeLessThan(5_000);
    }
    expect(await (await getDb()).select().from(workoutPlans).where(eq(workoutPlans.user_id, user.id))).toEqual([]);
  });
});

describe("Stripe unreachable", () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await useFakeStripe();
  });
  afterAll(async () => {
    await stopFakeStripe(fake);
  });
  const pointStripeAt = (base: string) => {
    process.env.STRIPE_API_BASE = base;
    resetEnvCache();
  };

  it("checkout answers 502 with the spec's message; the plan and the checkout records stay as they were", async () => {
    const { token, user } = await registerUser();
    const before = await billingRow(user.id);
    for (const [how, url] of deadEnds()) {
      pointStripeAt(url);
      const res = await timed(() =>
        call(createCheckout, { token, body: { plan_name: "premium", origin_url: "http://localhost:3000" } }),
      );
      expect(res.status, how).toBe(502);
      expect(res.body.detail, how).toBe(CHECKOUT_FAILED);
      expect(res.took, how).toBeLessThan(10_000);
    }
    const after = await billingRow(user.id);
    expect(after).toMatchObject({
      subscription_status: before.subscription_status,
      subscription_plan: before.subscription_plan,
      stripe_customer_id: null,
    });
    expect(await (await getDb()).select().from(checkoutSessions).where(eq(checkoutSessions.user_id, user.id))).toEqual(
      [],
    );
    pointStripeAt(fake.baseURL);
  }, 30_000);

  it("a webhook arriving while Stripe's API is unreachable is refused (Stripe redelivers), then applied", async () => {
    pointStripeAt(fake.baseURL);
    const { token, user } = await registerUser();
    const checkout = await call<{ session_id: string }>(createCheckout, {
      token,
      body: { plan_name: "pro", origin_url: "http://localhost:3000" },
    });
    expect(checkout.status).toBe(200);
    const [completed] = fake.completeCheckout(checkout.body.session_id);

    pointStripeAt(refused);
    const early = await postEvent(completed!);
    expect(early.status).toBe(503);
    expect(typeof early.body.detail).toBe("string");
    expect((await billingRow(user.id)).subscription_status).toBe("trial");

    pointStripeAt(fake.baseURL);
    const redelivered = await postEvent(completed!);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toMatchObject({ outcome: "applied" });
    expect(await billingRow(user.id)).toMatchObject({ subscription_status: "pro", subscription_plan: "pro" });
    const sessions = await (
      await getDb()
    )
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.user_id, user.id), eq(checkoutSessions.session_id, checkout.body.session_id)));
    expect(sessions).toHaveLength(1);
  }, 30_000);
});
