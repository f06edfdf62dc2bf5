/**
 * The app's own bearer sign-in tokens (`/api/login`, `/api/register`) have a request budget
 * per user, on every plan: past APP_RATE_PER_MINUTE the API answers 429 with Retry-After, and
 * every answer carries the RateLimit-* headers. Browser sessions are not counted.
 */
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { eq } from "drizzle-orm";
import { GET as foodDay, POST as addFood } from "@/app/api/food-entries/route";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import { foodEntries } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";
import { setPlan } from "../support/personal-token";

const BUDGET = 5;

beforeEach(() => {
  const before = process.env.APP_RATE_PER_MINUTE;
  process.env.APP_RATE_PER_MINUTE = String(BUDGET);
  resetEnvCache();
  onTestFinished(() => {
    if (before === undefined) delete process.env.APP_RATE_PER_MINUTE;
    else process.env.APP_RATE_PER_MINUTE = before;
    resetEnvCache();
  });
});

const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };

describe("the app's sign-in token budget", () => {
  it("a Free user's token gets 429 with Retry-After and the RateLimit headers past its budget, and writes nothing", async () => {
    const { token, user } = await registerUser();
    await setPlan(user.id, "free");
    for (let i = 1; i <= BUDGET; i++) {
      const res = await call(me, { token });
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe(String(BUDGET));
      expect(res.headers.get("RateLimit-Remaining")).toBe(String(BUDGET - i));
      expect(Number(res.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
      expect(res.headers.get("RateLimit-Policy")).toBe(`${BUDGET};w=60`);
    }
    const refused = await call(addFood, { token, body: apple });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: expect.stringMatching(
        new RegExp(`^Rate limit exceeded for this account's app sign-in \\(${BUDGET} requests a minute\\)\\.`),
      ),
    });
    const retry = Number(refused.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    const db = await getDb();
    expect(await db.$count(foodEntries, eq(foodEntries.user_id, user.id))).toBe(0);
  });

  it("the one-statement food-day read counts too", async () => {
    const { token } = await registerUser();
    for (let i = 0; i < BUDGET; i++) {
      const res = await call(foodDay, { token, query: { date_param: "2026-01-05" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Remaining")).toBe(String(BUDGET - 1 - i));
    }
    const refused = await call(foodDay, { token, query: { date_param: "2026-01-05" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit-Limit")).toBe(String(BUDGET));
  });

  it("is per user: a second sign-in token of the same account shares it, another account has its own", async () => {
    const account = await registerUser();
    const second = (await call(login, { body: { email: account.user.email, password: account.password } })).body
      .access_token as string;
    for (let i = 0; i < BUDGET; i++)
      expect((await call(me, { token: i % 2 ? second : account.token })).status).toBe(200);
    expect((await call(me, { token: second })).status).toBe(429);
    expect((await call(me, { token: account.token })).status).toBe(429);
    const other = await registerUser();
    expect((await call(me, { token: other.token })).status).toBe(200);
  });

  it("a browser session is not counted", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    for (let i = 0; i <= BUDGET; i++) {
      const res = await call(me, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBeNull();
    }
  });
});
