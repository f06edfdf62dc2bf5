/**
 * The authenticator app as a second factor: setting it up needs the password; a password
 * sign-in then answers a sign-in token instead of an access token, and a code (made here
 * with otpauth from the secret shown at setup) completes it, once per code.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as loginMfa } from "@/app/api/login/mfa/route";
import { GET as status } from "@/app/api/two-factor/route";
import { DELETE as disableTotp } from "@/app/api/two-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/two-factor/totp/confirm/route";
import { POST as setupTotp } from "@/app/api/two-factor/totp/setup/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import { accountEvents, totpFactors } from "@/db/schema";
import { openSecret } from "@/lib/identity/two-factor/secret-box";
import { call, registerUser } from "../../support/api";
import { enableTotp, passwordStep, totpCode, wrongCode } from "../../support/two-factor";

afterEach(() => {
  vi.useRealTimers();
});

async function events(userId: string, kind: string) {
  const db = await getDb();
  return db
    .select({ detail: accountEvents.detail })
    .from(accountEvents)
    .where(and(eq(accountEvents.user_id, userId), eq(accountEvents.kind, kind)));
}

describe("setting the authenticator up", () => {
  it("needs the password, stores the secret encrypted, and turns on with a first code", async () => {
    const { token, user, password } = await registerUser();
    const refused = await call(setupTotp, { token, body: { password: "not-my-password" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: "Password is incorrect" });

    const setup = await call<{ secret: string; otpauth_url: string; qr_svg: string }>(setupTotp, {
      token,
      body: { password },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/vitalog:.*algorithm=SHA1&digits=6&period=30/);
    expect(setup.body.qr_svg).toMatch(/^<svg/);

    const db = await getDb();
    const [row] = await db.select().from(totpFactors).where(eq(totpFactors.user_id, user.id));
    expect(row!.secret).not.toContain(setup.body.secret);
    expect(openSecret(row!.secret)).toBe(setup.body.secret);
    expect(row!.confirmed_at).toBeNull();

    // not on until confirmed: the password alone still signs in
    const before = await call(login, { body: { email: user.email, password } });
    expect(before.body.access_token).toEqual(expect.any(String));

    const wrong = await call(confirmTotp, { token, body: { code: wrongCode(setup.body.secret) } });
    expect(wrong.status).toBe(400);
    const confirmed = await call<{ recovery_codes: string[] }>(confirmTotp, {
      token,
      body: { code: totpCode(setup.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    expect(await events(user.id, "two_factor_enabled")).toEqual([{ detail: { method: "totp" } }]);

    const shown = await call(status, { token });
    expect(shown.body).toEqual({ enabled: true, totp_enabled: true, passkeys: [], recovery_codes_left: 10 });
    // a second setup is refused while it is on
    expect((await call(setupTotp, { token, body: { password } })).status).toBe(409);
  });
});

describe("signing in with a code", () => {
  it("a password answers mfa_required and no access token; the code completes it", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const first = await call(login, { body: { email: user.email, password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfa_required: true,
      mfa_token: expect.stringMatching(/^[\w-]{43}$/),
      methods: ["totp", "recovery_code"],
    });
    expect(first.body.access_token).toBeUndefined();

    const done = await call<{ access_token: string; token_type: string; user: { id: string } }>(loginMfa, {
      // the current step's code confirmed the setup: the next one signs in
      body: { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) },
    });
    expect(done.status).toBe(200);
    expect(done.body.token_type).toBe("bearer");
    expect(done.body.user.id).toBe(user.id);
    expect((await call(me, { token: done.body.access_token })).status).toBe(200);
    expect(await events(user.id, "sign_in")).toContainEqual({ detail: { method: "totp", client: "api" } });
  });

  it("a code already used is refused, the next step's code works", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password); // used the current step's code
    const replay = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), code: totpCode(secret) },
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      detail: "That code is not correct. Enter the code your authenticator app shows now.",
    });
    const next = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), code: totpCode(secret, 1) },
    });
    expect(next.status).toBe(200);
    // and that one cannot be used again either
    const again = await call(loginMfa, {
      body: { mfa_token: await passwordStep(user.email, password), code: totpCode(secret, 1) },
    });
    expect(again.status).toBe(401);
  });

  it("wrong codes count like failed logins: after 5, the token is dead and the account throttled", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const mfa_token = await passwordStep(user.email, password);
    for (let i = 0; i < 5; i++) {
      const res = await call(loginMfa, { body: { mfa_token, code: wrongCode(secret) } });
      expect(res.status, `wrong code ${i + 1}`).toBe(401);
    }
    const right = await call(loginMfa, { body: { mfa_token, code: totpCode(secret, 1) } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ detail: "This sign-in has expired. Please sign in again." });
    const again = await call(login, { body: { email: user.email, password } });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await events(user.id, "sign_in_failed")).toHaveLength(5);
  });

  it("a new password sign-in does not buy new guesses at the code", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const first = await passwordStep(user.email, password);
    for (let i = 0; i < 4; i++)
      expect((await call(loginMfa, { body: { mfa_token: first, code: wrongCode(secret) } })).status).toBe(401);
    // the correct password wipes the login throttle's slate; the second step's count stays
    const second = await passwordStep(user.email, password);
    expect((await call(loginMfa, { body: { mfa_token: second, code: wrongCode(secret) } })).status).toBe(401);
    const throttled = await call(loginMfa, { body: { mfa_token: second, code: totpCode(secret, 1) } });
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(429);
  });

  it("the sign-in token works once and lives 5 minutes", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const mfa_token = await passwordStep(user.email, password);
    expect((await call(loginMfa, { body: { mfa_token, code: totpCode(secret, 1) } })).status).toBe(200);
    const reused = await call(loginMfa, { body: { mfa_token, code: totpCode(secret, -1) } });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: "This sign-in has expired. Please sign in again." });

    const late = await passwordStep(user.email, password);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1_000 });
    const expired = await call(loginMfa, { body: { mfa_token: late, code: totpCode(secret, 0) } });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: "This sign-in has expired. Please sign in again." });
  });
});

describe("turning it off", () => {
  it("needs the password; the password alone signs in again after", async () => {
    const { token, user, password } = await registerUser();
    await enableTotp(token, password);
    const refused = await call(disableTotp, { method: "DELETE", token, body: { password: "guess-guess" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: "Password is incorrect" });
    expect((await call(login, { body: { email: user.email, password } })).body.mfa_required).toBe(true);

    const done = await call(disableTotp, { method: "DELETE", token, body: { password } });
    expect(done.status).toBe(200);
    const plain = await call(login, { body: { email: user.email, password } });
    expect(plain.body.access_token).toEqual(expect.any(String));
    expect((await call(status, { token })).body).toEqual({
      enabled: false,
      totp_enabled: false,
      passkeys: [],
      recovery_codes_left: 0,
    });
    expect(await events(user.id, "two_factor_disabled")).toEqual([{ detail: { method: "totp" } }]);
    expect(await events(user.id, "sign_in")).toContainEqual({ detail: { method: "password", client: "api" } });
  });
});
