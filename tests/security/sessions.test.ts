/**
 * Sign-ins die when they should, for Bearer tokens and browser cookies alike: logout (that
 * one), password change (all but the current one), password reset and account deletion
 * (all). A dead sign-in opens no route, reads and writes alike.
 */
import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { POST as changePassword } from "@/app/api/change-password/route";
import { DELETE as deleteAccount } from "@/app/api/delete-account/route";
import { GET as listFood, POST as logFood } from "@/app/api/food-entries/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as me } from "@/app/api/me/route";
import { resetPassword } from "@/lib/identity/account/service";
import { SESSION_COOKIE } from "@/lib/identity/sign-in/request-user";
import { hashToken } from "@/lib/identity/tokens";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";

const SAME_ORIGIN = "http://localhost:3000";
type Auth = { token?: string; headers?: Record<string, string> };

const bearer = (token: string): Auth => ({ token });
const browser = (cookie: string): Auth => ({ headers: { cookie, origin: SAME_ORIGIN } });

/** Whether a sign-in still opens a read and a write. */
async function works(auth: Auth): Promise<boolean> {
  const read = await call(me, auth);
  const list = await call(listFood, auth);
  const write = await call(logFood, { ...auth, body: { food_name: "Probe", calories: 1 } });
  const statuses = [read.status, list.status, write.status];
  if (statuses.every((s) => s === 401)) return false;
  expect(statuses, "a sign-in is either alive or dead on every route").toEqual([200, 200, 201]);
  return true;
}

async function signIns() {
  const account = await registerUser();
  const second = (await call(login, { body: { email: account.user.email, password: account.password } })).body
    .access_token as string;
  const cookieA = (await sessionCookieFor(account.user.id)).cookie;
  const cookieB = (await sessionCookieFor(account.user.id)).cookie;
  return { ...account, second, cookieA, cookieB };
}

describe("logout", () => {
  it("with a Bearer token ends that token only", async () => {
    const s = await signIns();
    expect((await call(logout, { method: "POST", token: s.token })).status).toBe(200);
    expect(await works(bearer(s.token))).toBe(false);
    expect(await works(bearer(s.second))).toBe(true);
    expect(await works(browser(s.cookieA))).toBe(true);
  });

  it("with a cookie ends that browser session only; replaying the cookie is refused", async () => {
    const s = await signIns();
    expect((await call(logout, { method: "POST", ...browser(s.cookieA) })).status).toBe(200);
    expect(await works(browser(s.cookieA))).toBe(false);
    expect(await works(browser(s.cookieB))).toBe(true);
    expect(await works(bearer(s.token))).toBe(true);
  });
});

describe("password change", () => {
  it("from a Bearer token ends every other token and cookie", async () => {
    const s = await signIns();
    const res = await call(changePassword, {
      token: s.token,
      body: { current_password: s.password, new_password: "brand-new-pass-1" },
    });
    expect(res.status).toBe(200);
    expect(await works(bearer(s.token))).toBe(true);
    expect(await works(bearer(s.second))).toBe(false);
    expect(await works(browser(s.cookieA))).toBe(false);
    expect(await works(browser(s.cookieB))).toBe(false);
  });

  it("from a cookie ends every other cookie and token", async () => {
    const s = await signIns();
    const res = await call(changePassword, {
      ...browser(s.cookieA),
      body: { current_password: s.password, new_password: "brand-new-pass-2" },
    });
    expect(res.status).toBe(200);
    expect(await works(browser(s.cookieA))).toBe(true);
    expect(await works(browser(s.cookieB))).toBe(false);
    expect(await works(bearer(s.token))).toBe(false);
    expect(await works(bearer(s.second))).toBe(false);
  });
});

describe("password reset", () => {
  it("ends every token and cookie", async () => {
    const s = await signIns();
    // a reset link, as the mail would carry it (tests/security/link-tokens.test.ts reads real mails)
    const token = "reset-token-for-sessions-test-0123456789abcdef";
    await (await getDb()).insert(t.userTokens).values({
      user_id: s.user.id,
      purpose: "password_reset",
      email: s.user.email,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60_000),
    });
    await resetPassword(await getDb(), token, "reset-new-pass-3");
    for (const auth of [bearer(s.token), bearer(s.second), browser(s.cookieA), browser(s.cookieB)])
      expect(await works(auth)).toBe(false);
  });
});

describe("account deletion", () => {
  it("ends every token and cookie, and a new sign-in with the old password fails", async () => {
    const s = await signIns();
    const confirmed = { method: "DELETE", body: { current_password: s.password }, ...browser(s.cookieA) };
    expect((await call(deleteAccount, confirmed)).status).toBe(200);
    for (const auth of [bearer(s.token), bearer(s.second), browser(s.cookieA), browser(s.cookieB)])
      expect(await works(auth)).toBe(false);
    expect((await call(login, { body: { email: s.user.email, password: s.password } })).status).toBe(401);
  });
});

describe("forged sign-ins", () => {
  it("a cookie naming a session id that does not exist, or sealed with another secret, is refused", async () => {
    const { user } = await registerUser();
    const made = await sessionCookieFor(user.id);
    const unknownSid = await encode({
      token: { sub: user.id, sid: crypto.randomUUID() },
      secret: process.env.AUTH_SECRET!,
      salt: SESSION_COOKIE,
    });
    const otherSecret = await encode({
      token: { sub: user.id, sid: made.sid },
      secret: "another-secret-another-secret-0123456789",
      salt: SESSION_COOKIE,
    });
    expect(await works(browser(`${SESSION_COOKIE}=${unknownSid}`))).toBe(false);
    expect(await works(browser(`${SESSION_COOKIE}=${otherSecret}`))).toBe(false);
    expect(await works(browser(`${SESSION_COOKIE}=${made.sid}`))).toBe(false);
    expect(await works(browser(made.cookie))).toBe(true);
  });

  it("a Bearer token is checked whole: its hash, a prefix or a session id do not open anything", async () => {
    const { token, user } = await registerUser();
    const { sid } = await sessionCookieFor(user.id);
    for (const fake of [hashToken(token), token.slice(0, -1), `${token}x`, sid, token.toUpperCase()]) {
      expect((await call(me, { token: fake })).status, fake).toBe(401);
    }
    expect((await call(me, { token })).status).toBe(200);
  });
});
