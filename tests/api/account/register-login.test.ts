import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { call, registerUser, registration } from "../../support/api";

describe("POST /api/register", () => {
  it("creates an account on a 7-day trial and answers the token and the user", async () => {
    const payload = registration();
    const res = await call(register, { body: payload });
    expect(res.status).toBe(201);
    expect(typeof res.body.access_token).toBe("string");
    const user = res.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      email: payload.email,
      name: "Alex Doe",
      age: 34,
      subscription_status: "trial",
      email_verified: false,
      time_zone: "Europe/Berlin",
    });
    expect(user).not.toHaveProperty("password_hash");
    const end = new Date(user.subscription_end_date as string).getTime();
    expect(end - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(end - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    // 34-year-old woman, 168 cm, 70 kg: resting 1419 kcal × 1.55 − 500 (losing) = 1699, rounded to 10
    expect(user.daily_calories_goal).toBe(1700);
  });

  it("stores only a hash of the bearer token and of the password", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password_hash.startsWith("$argon2id$")).toBe(true);
    const tokens = await db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).not.toContain(token);
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const { user } = await registerUser();
    const res = await call(register, { body: registration({ email: user.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/already exists/);
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and the token opens /api/me", async () => {
    const { user, password } = await registerUser();
    const res = await call(login, { body: { email: user.email, password } });
    expect(res.status).toBe(200);
    const profile = await call(me, { token: res.body.access_token as string });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: user.id, email: user.email, name: "Alex Doe", is_active: true });
  });

  it("answers the same detail for an unknown email and a wrong password", async () => {
    const { user } = await registerUser();
    const wrong = await call(login, { body: { email: user.email, password: "not-the-password" } });
    const unknown = await call(login, { body: { email: "nobody-here@example.com", password: "whatever1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });
});
