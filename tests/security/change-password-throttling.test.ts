/**
 * A wrong current password on change-password counts as a failed login: after 5 for the
 * account (or 20 from an address) every attempt is refused with the login's 429 and
 * Retry-After, the right password included, and a password login is throttled as well.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as login } from "@/app/api/login/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { call, registerUser } from "../support/api";
import { userRow } from "./fixtures";

const from = (ip: string) => ({ "x-forwarded-for": ip });
const THROTTLED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

function expectThrottled(res: { status: number; body: Record<string, unknown>; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ detail: expect.stringMatching(THROTTLED) });
  const retry = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retry) && retry > 0 && retry <= 15 * 60).toBe(true);
}

describe("change-password guesses", () => {
  it("30 wrong current passwords: 5 refusals, then 429s; the right one is refused too and nothing changes", async () => {
    const { token, user, password } = await registerUser();
    const before = (await userRow(user.id)).password_hash;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await call(changePassword, {
        token,
        body: { current_password: `guess-${i}-x`, new_password: "tofu & 7 plums" },
        headers: from(`10.30.0.${i}`),
      });
      statuses.push(res.status);
      if (res.status === 429) expectThrottled(res);
      else expect(res.body).toEqual({ detail: "Current password is incorrect" });
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    const right = await call(changePassword, {
      token,
      body: { current_password: password, new_password: "tofu & 7 plums" },
      headers: from("10.30.1.1"),
    });
    expectThrottled(right);
    expect((await userRow(user.id)).password_hash).toBe(before);
    // the same count as a login's
    expectThrottled(await call(login, { body: { email: user.email, password }, headers: from("10.30.1.2") }));
  });

  it("wrong guesses are stored as failed attempts of the account and the address", async () => {
    const { token, user } = await registerUser();
    await call(changePassword, {
      token,
      body: { current_password: "not-it-at-all", new_password: "tofu & 7 plums" },
      headers: from("10.31.0.1"),
    });
    const rows = await (await getDb()).select().from(t.loginAttempts).where(eq(t.loginAttempts.user_id, user.id));
    expect(rows.map((r) => ({ email: r.email, ip: r.ip, success: r.success }))).toEqual([
      { email: user.email, ip: "10.31.0.1", success: false },
    ]);
  });

  it("20 failures from one address throttle change-password there for another account", async () => {
    for (let i = 0; i < 20; i++) {
      await call(login, {
        body: { email: `spray-${i}@example.com`, password: "Summer2026!" },
        headers: from("10.32.0.1"),
      });
    }
    const { token, password } = await registerUser();
    expectThrottled(
      await call(changePassword, {
        token,
        body: { current_password: password, new_password: "tofu & 7 plums" },
        headers: from("10.32.0.1"),
      }),
    );
  });
});
