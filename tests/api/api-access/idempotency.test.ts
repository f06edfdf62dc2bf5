/** `Idempotency-Key`: a retried POST does its work once and answers the first answer again. */
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { GET as foodDay, POST as addFood } from "@/app/api/food-entries/route";
import { POST as addWater } from "@/app/api/water/route";
import { getDb } from "@/db/client";
import { foodEntries, idempotencyKeys } from "@/db/schema";
import { BAD_KEY, KEY_IN_FLIGHT, KEY_REUSED, pruneIdempotencyKeys } from "@/lib/http/idempotency";
import { call, registerUser } from "../../support/api";
import { personalToken, setPlan } from "../../support/personal-token";

const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };
const withKey = (key: string) => ({ "Idempotency-Key": key });

async function entriesOf(userId: string): Promise<number> {
  const db = await getDb();
  return db.$count(foodEntries, eq(foodEntries.user_id, userId));
}

describe("Idempotency-Key", () => {
  it("the same POST sent twice with one key creates one row and answers the first answer again", async () => {
    const { token, user } = await registerUser();
    const first = await call(addFood, { token, body: apple, headers: withKey("retry-1") });
    const again = await call(addFood, { token, body: apple, headers: withKey("retry-1") });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("without a key, each POST is its own", async () => {
    const { token, user } = await registerUser();
    await call(addFood, { token, body: apple });
    await call(addFood, { token, body: apple });
    expect(await entriesOf(user.id)).toBe(2);
  });

  it("the same key with another body is 422, and nothing more is stored", async () => {
    const { token, user } = await registerUser();
    await call(addFood, { token, body: apple, headers: withKey("k") });
    const other = await call(addFood, { token, body: { ...apple, calories: 96 }, headers: withKey("k") });
    expect(other).toMatchObject({ status: 422, body: { detail: KEY_REUSED } });
    const otherRoute = await call(addWater, {
      token,
      path: "/api/water",
      body: { amount_ml: 250 },
      headers: withKey("k"),
    });
    expect(otherRoute.status).toBe(422);
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("keys are per user", async () => {
    const a = await registerUser();
    const b = await registerUser();
    expect((await call(addFood, { token: a.token, body: apple, headers: withKey("shared") })).status).toBe(201);
    const theirs = await call(addFood, {
      token: b.token,
      body: { ...apple, calories: 50 },
      headers: withKey("shared"),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await entriesOf(b.user.id)).toBe(1);
  });

  it("a refused input is not kept: the corrected retry with the same key is done", async () => {
    const { token, user } = await registerUser();
    const bad = await call(addFood, { token, body: { ...apple, calories: -5 }, headers: withKey("fix") });
    expect(bad.status).toBe(400);
    const fixed = await call(addFood, { token, body: apple, headers: withKey("fix") });
    expect(fixed.status).toBe(201);
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("a refusal by the work itself is kept and answered again (the Free plan's daily cap)", async () => {
    const { token, user } = await registerUser();
    await setPlan(user.id, "free");
    const today = { food_name: "Apple", calories: 95 };
    for (let i = 0; i < 5; i++) expect((await call(addFood, { token, body: today })).status).toBe(201);
    const sixth = await call(addFood, { token, body: today, headers: withKey("sixth") });
    expect(sixth.status).toBe(402);
    await setPlan(user.id, "premium");
    const again = await call(addFood, { token, body: today, headers: withKey("sixth") });
    expect(again).toMatchObject({ status: 402, body: sixth.body });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await entriesOf(user.id)).toBe(5);
  });

  it("a repeat while the first is still running is 409", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db.insert(idempotencyKeys).values({ user_id: user.id, key: "busy", request_hash: "x" });
    const busy = await call(addFood, { token, body: apple, headers: withKey("busy") });
    // the running one's fingerprint differs here, so the answer is the reuse refusal; same fingerprint → 409
    expect(busy.status).toBe(422);
    const first = await call(addFood, { token, body: apple, headers: withKey("busy-2") });
    expect(first.status).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(and(eq(idempotencyKeys.user_id, user.id), eq(idempotencyKeys.key, "busy-2")));
    const during = await call(addFood, { token, body: apple, headers: withKey("busy-2") });
    expect(during).toMatchObject({ status: 409, body: { detail: KEY_IN_FLIGHT } });
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("a claim left unanswered for a minute (its request died) is taken over by the retry", async () => {
    const { token, user } = await registerUser();
    await call(addFood, { token, body: apple, headers: withKey("died") });
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ status: null, body: null, created_at: sql`now() - interval '2 minutes'` })
      .where(and(eq(idempotencyKeys.user_id, user.id), eq(idempotencyKeys.key, "died")));
    const retry = await call(addFood, { token, body: apple, headers: withKey("died") });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("after 24 hours a key may be used again, and the hourly prune removes it", async () => {
    const { token, user } = await registerUser();
    await call(addFood, { token, body: apple, headers: withKey("old") });
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.user_id, user.id));
    expect(await pruneIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.$count(idempotencyKeys, eq(idempotencyKeys.user_id, user.id))).toBe(0);
    const reused = await call(addFood, { token, body: { ...apple, calories: 80 }, headers: withKey("old") });
    expect(reused.status).toBe(201);
    expect(await entriesOf(user.id)).toBe(2);
  });

  it("refuses a key that is empty, too long or not printable ASCII", async () => {
    const { token, user } = await registerUser();
    for (const key of ["x".repeat(256), "naïve"]) {
      const res = await call(addFood, { token, body: apple, headers: withKey(key) });
      expect(res).toMatchObject({ status: 400, body: { detail: BAD_KEY } });
    }
    expect((await call(addFood, { token, body: apple, headers: withKey("x".repeat(255)) })).status).toBe(201);
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("works with a personal access token, and a GET ignores the header", async () => {
    const { user } = await registerUser();
    await setPlan(user.id, "pro");
    const { token } = await personalToken(user.id);
    await call(addFood, { token, body: apple, headers: withKey("script-run-7") });
    const again = await call(addFood, { token, body: apple, headers: withKey("script-run-7") });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("RateLimit-Remaining")).toBe("598");
    const read = await call(foodDay, { token, query: { date_param: "2026-01-05" }, headers: withKey("script-run-7") });
    expect(read.status).toBe(200);
    expect(await entriesOf(user.id)).toBe(1);
  });
});
