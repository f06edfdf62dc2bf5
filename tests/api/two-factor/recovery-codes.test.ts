/** Recovery codes: each works once, in any spelling; a new set (password needed) ends the old one. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as loginMfa } from "@/app/api/login/mfa/route";
import { GET as status } from "@/app/api/two-factor/route";
import { POST as regenerate } from "@/app/api/two-factor/recovery-codes/route";
import { getDb } from "@/db/client";
import { accountEvents, recoveryCodes } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { enableTotp, passwordStep } from "../../support/two-factor";

describe("recovery codes", () => {
  it("are stored hashed, work once, and any spelling of one is the same code", async () => {
    const { token, user, password } = await registerUser();
    const { recoveryCodes: codes } = await enableTotp(token, password);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const db = await getDb();
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.code_hash).not.toContain(code.replace("-", ""));

    const typed = ` ${codes[0]!.toUpperCase().replace("-", " ")} `;
    const first = await call<{ access_token: string }>(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), recovery_code: typed },
    });
    expect(first.status).toBe(200);
    expect(first.body.access_token).toEqual(expect.any(String));

    const second = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), recovery_code: codes[0] },
    });
    expect(second.status).toBe(401);
    expect(second.body).toEqual({ detail: "That recovery code is not valid or has already been used." });
    expect((await call(status, { token })).body.recovery_codes_left).toBe(9);
    const used = await db
      .select({ detail: accountEvents.detail })
      .from(accountEvents)
      .where(and(eq(accountEvents.user_id, user.id), eq(accountEvents.kind, "recovery_code_used")));
    expect(used).toEqual([{ detail: { left: 9 } }]);
  });

  it("a new set needs the password and ends the old codes", async () => {
    const { token, user, password } = await registerUser();
    const { recoveryCodes: old } = await enableTotp(token, password);
    const refused = await call(regenerate, { token, body: { password: "wrong-wrong" } });
    expect(refused.status).toBe(400);
    const fresh = await call<{ recovery_codes: string[] }>(regenerate, { token, body: { password } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect(fresh.body.recovery_codes).not.toContain(old[1]);

    const oldCode = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), recovery_code: old[1] },
    });
    expect(oldCode.status).toBe(401);
    const newCode = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), recovery_code: fresh.body.recovery_codes[1] },
    });
    expect(newCode.status).toBe(200);
  });

  it("an account without a second factor has none to renew", async () => {
    const { token, user, password } = await registerUser();
    const res = await call(regenerate, { token, body: { password } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: "Turn on two-factor authentication first." });
    expect((await call(login, { body: { email: user.email, password } })).body.access_token).toEqual(
      expect.any(String),
    );
  });
});
