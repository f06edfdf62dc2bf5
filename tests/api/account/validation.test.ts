/** Every bad input to the account calls is a 4xx with a detail, never a 500. */
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as register } from "@/app/api/register/route";
import { call, registerUser, registration } from "../../support/api";

const badRegistrations: [string, Record<string, unknown>, RegExp][] = [
  ["missing name", { name: undefined }, /Full name is required/],
  ["blank name", { name: "   " }, /Full name is required/],
  ["missing email", { email: undefined }, /Email is required/],
  ["invalid email", { email: "not-an-email" }, /valid email/],
  ["short password", { password: "abc" }, /at least 6 characters/],
  ["age as text", { age: "thirty" }, /Age must be a whole number/],
  ["fractional age", { age: 30.5 }, /Age must be a whole number/],
  ["age 12", { age: 12 }, /between 13 and 120/],
  ["age 121", { age: 121 }, /between 13 and 120/],
  ["height 99 cm", { height_cm: 99 }, /Height must be between 100 and 250 cm/],
  ["height 251 cm", { height_cm: 251 }, /Height must be between 100 and 250 cm/],
  ["height as text", { height_cm: "tall" }, /Height must be a number/],
  ["weight 19 kg", { current_weight_kg: 19 }, /Current weight must be between 20 and 500 kg/],
  ["goal weight 501 kg", { goal_weight_kg: 501 }, /Goal weight must be between 20 and 500 kg/],
  ["unknown gender", { gender: "robot" }, /Gender must be/],
  ["unknown activity level", { activity_level: "couch" }, /Activity level must be one of/],
  ["use_imperial as text", { use_imperial: "yes" }, /use_imperial must be true or false/],
  ["unknown time zone", { time_zone: "Mars/Olympus" }, /Unknown time zone/],
];

describe("POST /api/register with bad input", () => {
  it.each(badRegistrations)("%s → 400 with a clear detail", async (_name, change, detail) => {
    const res = await call(register, { body: registration(change) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it("malformed JSON → 400", async () => {
    const res = await call(register, { rawBody: '{"email": "a@b.c",' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Request body must be valid JSON.");
  });

  it("an empty body or a JSON array → 400", async () => {
    expect((await call(register, { rawBody: "" })).status).toBe(400);
    const array = await call(register, { body: [1, 2] });
    expect(array.status).toBe(400);
    expect(typeof array.body.detail).toBe("string");
  });

  it("ignores fields a client may not set (mass assignment)", async () => {
    const res = await call(register, {
      body: registration({
        subscription_status: "pro",
        email_verified: true,
        is_active: false,
        daily_calories_goal: 9000,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ subscription_status: "trial", email_verified: false, is_active: true });
    expect((res.body.user as { daily_calories_goal: number }).daily_calories_goal).not.toBe(9000);
  });
});

describe("POST /api/login with bad input", () => {
  it("missing password → 400", async () => {
    const res = await call(login, { body: { email: "a@example.com" } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Password is required/);
  });
  it("password as a number → 400", async () => {
    const res = await call(login, { body: { email: "a@example.com", password: 123456 } });
    expect(res.status).toBe(400);
  });
});

describe("authentication of /api calls", () => {
  it("no credentials → 401", async () => {
    const res = await call(me);
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/Not authenticated/);
  });
  it("a forged bearer token → 401", async () => {
    const res = await call(me, { token: "forged-token-forged-token-forged-token-123" });
    expect(res.status).toBe(401);
  });
  it("a malformed Authorization header → 401", async () => {
    const res = await call(me, { headers: { authorization: "Basic abc" } });
    expect(res.status).toBe(401);
  });
  it("a forged session cookie → 401", async () => {
    const res = await call(me, {
      headers: { cookie: "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2In0.bad.bad.bad" },
    });
    expect(res.status).toBe(401);
  });
});

describe("PUT /api/profile and POST /api/change-password with bad input", () => {
  it("rejects out-of-range values and saves nothing", async () => {
    const { token, user } = await registerUser();
    const body = { ...registration(), email: user.email, age: 200 };
    const res = await call(profile, { method: "PUT", token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/between 13 and 120/);
    const after = await call(me, { token });
    expect(after.body.age).toBe(34);
  });

  it("missing fields → 400", async () => {
    const { token } = await registerUser();
    const res = await call(profile, { method: "PUT", token, body: { name: "Only a name" } });
    expect(res.status).toBe(400);
  });

  it('short new password → "New password must be at least 6 characters long"', async () => {
    const { token, password } = await registerUser();
    const res = await call(changePassword, { token, body: { current_password: password, new_password: "123" } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("New password must be at least 6 characters long");
  });

  it("wrong current password → 400 and the old password still works", async () => {
    const { token, user, password } = await registerUser();
    const res = await call(changePassword, {
      token,
      body: { current_password: "wrong-one", new_password: "brand-new-pass" },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Current password is incorrect");
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
  });
});
