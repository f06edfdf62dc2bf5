/** What a personal access token may do: its plan, scope, routes, end, and request budget. */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { GET as foodDay, POST as addFood } from "@/app/api/food-entries/route";
import { GET as me } from "@/app/api/me/route";
import { POST as previewRecipe } from "@/app/api/recipes/preview/route";
import { PUT as profile } from "@/app/api/profile/route";
import { GET as sessions } from "@/app/api/sessions/route";
import { GET as twoFactor } from "@/app/api/two-factor/route";
import { getDb } from "@/db/client";
import { apiRateCounters, foodEntries, personalAccessTokens } from "@/db/schema";
import { ACCOUNT_ROUTE, READ_ONLY_TOKEN } from "@/lib/identity/api-access/caller-checks";
import { call, registerUser, registration } from "../../support/api";
import { personalToken, setPlan } from "../../support/personal-token";

const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };
const PRO_ONLY = "API access requires the Pro plan. Upgrade to continue.";

function profileOf(email: string) {
  const { password: _password, time_zone: _zone, ...fields } = registration({ email });
  return fields;
}

async function proUser() {
  const registered = await registerUser();
  await setPlan(registered.user.id, "pro");
  return registered;
}

describe("personal access tokens", () => {
  it("a read token reads the diary and is refused a write", async () => {
    const { user } = await proUser();
    const { token } = await personalToken(user.id, { scope: "read" });
    const read = await call(foodDay, { token, query: { date_param: "2026-01-05" } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([]);
    const write = await call(addFood, { token, body: apple });
    expect(write).toMatchObject({ status: 403, body: { detail: READ_ONLY_TOKEN } });
    const db = await getDb();
    expect(await db.$count(foodEntries, eq(foodEntries.user_id, user.id))).toBe(0);
  });

  it("a read token may send a POST that stores nothing (a recipe's preview)", async () => {
    const { user } = await proUser();
    const { token } = await personalToken(user.id, { scope: "read" });
    const preview = await call(previewRecipe, {
      token,
      body: {
        servings: 2,
        ingredients: [{ food_name: "Honey", calories: 50, protein: 0, carbs: 13, fat: 0, amount: 2 }],
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ ingredients: [{ food_name: "Honey" }] });
  });

  it("a read_write token writes, and the entry is its owner's", async () => {
    const { user, token: appToken } = await proUser();
    const { token } = await personalToken(user.id);
    const created = await call(addFood, { token, body: apple });
    expect(created.status).toBe(201);
    const day = await call<unknown[]>(foodDay, { token: appToken, query: { date_param: "2026-01-05" } });
    expect(day.body).toHaveLength(1);
    expect(day.body[0]).toMatchObject({ food_name: "Apple", calories: 95 });
  });

  it("answers 402 once its owner is no longer Pro, while the app's own sign-in keeps working", async () => {
    const { user, token: appToken } = await proUser();
    const { token } = await personalToken(user.id, { scope: "read" });
    expect((await call(me, { token })).status).toBe(200);
    await setPlan(user.id, "free");
    expect(await call(me, { token })).toMatchObject({ status: 402, body: { detail: PRO_ONLY } });
    expect(await call(foodDay, { token })).toMatchObject({ status: 402, body: { detail: PRO_ONLY } });
    await setPlan(user.id, "premium");
    expect((await call(me, { token })).status).toBe(402);
    expect((await call(me, { token: appToken })).status).toBe(200);
    expect((await call(foodDay, { token: appToken })).status).toBe(200);
  });

  it("is refused by account and sign-in management, even with the read_write scope", async () => {
    const { user, password } = await proUser();
    const { token } = await personalToken(user.id);
    for (const res of [
      await call(changePassword, { token, body: { current_password: password, new_password: "a-new-pass-phrase" } }),
      await call(sessions, { token }),
      await call(twoFactor, { token }),
      await call(profile, {
        method: "PUT",
        token,
        body: { ...profileOf(user.email), email: "new-address@example.com", current_password: password },
      }),
    ]) {
      expect(res).toMatchObject({ status: 403, body: { detail: ACCOUNT_ROUTE } });
    }
    const keepsEmail = await call(profile, { method: "PUT", token, body: { ...profileOf(user.email), name: "Sam" } });
    expect(keepsEmail.status).toBe(200);
    expect((await call(me, { token })).body).toMatchObject({ name: "Sam", email: user.email });
  });

  it("is refused once expired, revoked or unknown", async () => {
    const { user } = await proUser();
    const expired = await personalToken(user.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await call(me, { token: expired.token })).status).toBe(401);
    const revoked = await personalToken(user.id);
    expect((await call(me, { token: revoked.token })).status).toBe(200);
    const db = await getDb();
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, revoked.tokenId));
    expect((await call(me, { token: revoked.token })).status).toBe(401);
    expect((await call(me, { token: `vl_pat_${"x".repeat(43)}` })).status).toBe(401);
  });

  it("records its last use", async () => {
    const { user } = await proUser();
    const { token, tokenId } = await personalToken(user.id, { scope: "read" });
    await call(me, { token });
    const db = await getDb();
    await expect
      .poll(
        async () =>
          (await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId)))[0]!.last_used_at,
      )
      .not.toBeNull();
  });
});

describe("a token's request budget", () => {
  it("every answer carries the RateLimit headers, a refusal included", async () => {
    const { user } = await proUser();
    const { token } = await personalToken(user.id, { scope: "read" });
    const first = await call(me, { token });
    expect(first.headers.get("RateLimit-Limit")).toBe("600");
    expect(first.headers.get("RateLimit-Remaining")).toBe("599");
    expect(Number(first.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    expect(Number(first.headers.get("RateLimit-Reset"))).toBeLessThanOrEqual(60);
    const refused = await call(addFood, { token, body: apple });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("598");
    const day = await call(foodDay, { token });
    expect(day.headers.get("RateLimit-Remaining")).toBe("597");
  });

  it("the app's own sign-in is not counted against a token's budget: it has the app's own", async () => {
    const { token } = await proUser();
    const res = await call(me, { token });
    expect(res.headers.get("RateLimit-Limit")).toBe(process.env.APP_RATE_PER_MINUTE);
    expect(res.headers.get("RateLimit-Policy")).toBe(`${process.env.APP_RATE_PER_MINUTE};w=60`);
  });

  it("past 600 a minute answers 429 with Retry-After and a detail", async () => {
    const { user } = await proUser();
    const { token, tokenId } = await personalToken(user.id, { scope: "read" });
    expect((await call(me, { token })).status).toBe(200);
    const db = await getDb();
    await db
      .update(apiRateCounters)
      .set({ count: 600 })
      .where(sql`${apiRateCounters.token_id} = ${tokenId} and period = 'minute'`);
    const refused = await call(me, { token });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^Rate limit exceeded for this token \(600 requests a minute, 10000 a day\)\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
  });

  it("past 10,000 a day answers 429 until the next UTC day, and reports the day's budget", async () => {
    const { user } = await proUser();
    const { token, tokenId } = await personalToken(user.id, { scope: "read" });
    await call(me, { token });
    const db = await getDb();
    await db
      .update(apiRateCounters)
      .set({ count: 9_990 })
      .where(sql`${apiRateCounters.token_id} = ${tokenId} and period = 'day'`);
    const near = await call(me, { token });
    expect(near.status).toBe(200);
    expect(near.headers.get("RateLimit-Limit")).toBe("10000");
    expect(near.headers.get("RateLimit-Remaining")).toBe("9");
    await db
      .update(apiRateCounters)
      .set({ count: 10_000 })
      .where(sql`${apiRateCounters.token_id} = ${tokenId} and period = 'day'`);
    const refused = await call(me, { token });
    expect(refused.status).toBe(429);
    const untilMidnight = Math.ceil(
      (Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) /
        1000,
    );
    expect(Math.abs(Number(refused.headers.get("Retry-After")) - untilMidnight)).toBeLessThanOrEqual(2);
  });

  it("a new minute starts the minute's count again", async () => {
    const { user } = await proUser();
    const { token, tokenId } = await personalToken(user.id, { scope: "read" });
    await call(me, { token });
    const db = await getDb();
    await db
      .update(apiRateCounters)
      .set({ count: 600, window_start: sql`date_trunc('minute', now()) - interval '1 minute'` })
      .where(sql`${apiRateCounters.token_id} = ${tokenId} and period = 'minute'`);
    const next = await call(me, { token });
    expect(next.status).toBe(200);
    expect(next.headers.get("RateLimit-Remaining")).toBe("599");
  });
});
