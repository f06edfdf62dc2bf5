/**
 * Login throttling: 5 failures per account or 20 per address within 15 minutes, then 429
 * with Retry-After for every attempt, the right password included.
 */
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { call, registerUser } from "../support/api";

const from = (ip: string) => ({ "x-forwarded-for": ip });
const WINDOW_S = 15 * 60;

function expectThrottled(res: { status: number; body: Record<string, unknown>; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    detail: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/),
  });
  expect(Object.keys(res.body)).toEqual(["detail"]);
  const retry = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_S);
}

describe("per account", () => {
  it("the 6th attempt is refused even with the right password, from any address", async () => {
    const { user, password } = await registerUser();
    for (let i = 0; i < 5; i++) {
      const res = await call(login, {
        body: { email: user.email, password: `wrong-${i}` },
        headers: from(`10.1.0.${i}`),
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const right = await call(login, { body: { email: user.email, password }, headers: from("10.1.1.1") });
    expectThrottled(right);
    expect(right.body.access_token).toBeUndefined();
  });

  it("spelling the email differently (case, spaces) does not reset the count", async () => {
    const { user, password } = await registerUser();
    const spellings = [
      user.email,
      user.email.toUpperCase(),
      ` ${user.email} `,
      user.email.replace(/^./, (c) => c.toUpperCase()),
      `\t${user.email}`,
    ];
    for (const email of spellings) {
      expect((await call(login, { body: { email, password: "nope-nope" }, headers: from("10.2.0.1") })).status).toBe(
        401,
      );
    }
    expectThrottled(
      await call(login, { body: { email: user.email.toUpperCase(), password }, headers: from("10.2.0.2") }),
    );
  });

  it("an unknown email is throttled the same way", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++)
      expect((await call(login, { body: { email, password: "guess" }, headers: from("10.3.0.1") })).status).toBe(401);
    expectThrottled(await call(login, { body: { email, password: "guess" }, headers: from("10.3.0.2") }));
  });
});

describe("per address", () => {
  it("20 failures from one address over many accounts block the right password of another account there", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(login, {
        body: { email: `spray-${i}-${Date.now()}@example.com`, password: "Summer2026!" },
        headers: from("10.4.4.4"),
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const { user, password } = await registerUser();
    expectThrottled(await call(login, { body: { email: user.email, password }, headers: from("10.4.4.4") }));
    expect((await call(login, { body: { email: user.email, password }, headers: from("10.4.4.5") })).status).toBe(200);
  });
});
