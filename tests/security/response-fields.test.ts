/**
 * Answers never carry what only the server may know: password hashes, token hashes,
 * Stripe ids, session ids, or another sign-in's token.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { call, registration } from "../support/api";

const FORBIDDEN_KEYS = [
  "password",
  "password_hash",
  "token_hash",
  "stripe_customer_id",
  "stripe_subscription_id",
  "sid",
];

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, found));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysOf(v, found);
    }
  }
  return found;
}

describe("account answers", () => {
  it("register, login, me and profile carry no secret field or value", async () => {
    const body = registration({ password: "Pw-response-check-1" });
    const reg = await call(register, { body });
    expect(reg.status).toBe(201);
    const user = reg.body.user as { id: string; email: string };
    const db = await getDb();
    await db
      .update(t.users)
      .set({ stripe_customer_id: "cus_secret_1", stripe_subscription_id: "sub_secret_1" })
      .where(eq(t.users.id, user.id));
    const signedIn = await call(login, { body: { email: user.email, password: body.password } });
    const token = signedIn.body.access_token as string;
    const answers = [
      reg,
      signedIn,
      await call(me, { token }),
      await call(profile, { method: "PUT", token, body: { ...body, email: user.email } }),
    ];
    const [row] = await db.select().from(t.users).where(eq(t.users.id, user.id));
    const hashes = (
      await db.select({ h: t.authTokens.token_hash }).from(t.authTokens).where(eq(t.authTokens.user_id, user.id))
    ).map((r) => r.h!);
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      const keys = keysOf(res.body);
      expect(FORBIDDEN_KEYS.filter((k) => keys.has(k))).toEqual([]);
      const text = JSON.stringify(res.body);
      for (const secret of [body.password, row!.password_hash, "cus_secret_1", "sub_secret_1", ...hashes])
        expect(text).not.toContain(secret);
    }
    // each sign-in sees its own token only
    expect(JSON.stringify(signedIn.body)).not.toContain(reg.body.access_token as string);
  });
});
