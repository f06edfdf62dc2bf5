/** Login throttling per account and per address, stored in Postgres. */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { getDb } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "@/lib/identity/account/service";
import { call, registerUser } from "../../support/api";

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("login throttling", () => {
  it("after 5 failures the right password is refused with 429 until the window passes", async () => {
    const { user, password } = await registerUser();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await call(login, {
        body: { email: user.email, password: "wrong-password" },
        headers: from("10.0.0.1"),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(login, { body: { email: user.email, password }, headers: from("10.0.0.2") });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Too many failed login attempts\. Please try again in 15 minutes\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);

    // the window passes
    const db = await getDb();
    await db
      .update(loginAttempts)
      .set({ created_at: sql`${loginAttempts.created_at} - interval '16 minutes'` })
      .where(eq(loginAttempts.email, user.email));
    const again = await call(login, { body: { email: user.email, password }, headers: from("10.0.0.2") });
    expect(again.status).toBe(200);
  });

  it("a success clears the account's earlier failures", async () => {
    const { user, password } = await registerUser();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      await call(login, { body: { email: user.email, password: "wrong-password" }, headers: from("10.0.1.1") });
    }
    expect((await call(login, { body: { email: user.email, password }, headers: from("10.0.1.1") })).status).toBe(200);
    const wrong = await call(login, {
      body: { email: user.email, password: "wrong-password" },
      headers: from("10.0.1.1"),
    });
    expect(wrong.status).toBe(401);
  });

  it("one address trying many accounts is throttled too", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await call(login, {
        body: { email: `spray-${i}@example.com`, password: "guess-123" },
        headers: from("10.9.9.9"),
      });
    }
    const { user, password } = await registerUser();
    const res = await call(login, { body: { email: user.email, password }, headers: from("10.9.9.9") });
    expect(res.status).toBe(429);
    const elsewhere = await call(login, { body: { email: user.email, password }, headers: from("10.9.9.10") });
    expect(elsewhere.status).toBe(200);
  });

  it("unknown emails are throttled like known ones (no way to tell them apart)", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await call(login, { body: { email: "ghost@example.com", password: "guess-123" }, headers: from("10.0.2.1") });
    }
    const res = await call(login, {
      body: { email: "ghost@example.com", password: "guess-123" },
      headers: from("10.0.2.2"),
    });
    expect(res.status).toBe(429);
  });
});
