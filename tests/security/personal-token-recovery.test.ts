/**
 * Personal access tokens and account recovery: a password reset and an email revert revoke
 * every personal token of the account (and say so in the mail and the activity); a password
 * change and "sign out all other sessions" revoke them unless the caller unticks the box;
 * creating a token asks for the password, and no token lives longer than a year.
 */
import { afterEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { GET as me } from "@/app/api/me/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as revertEmail } from "@/app/api/revert-email/route";
import { DELETE as endOtherSessions } from "@/app/api/sessions/route";
import { POST as createToken } from "@/app/api/tokens/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import { emailChangedEmail, passwordResetEmail } from "@/lib/email/templates";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { call, registerUser } from "../support/api";
import { personalToken, setPlan } from "../support/personal-token";

const DAY_MS = 86_400_000;

afterEach(() => settleAfterResponseTasks());

async function proWithToken() {
  const account = await registerUser();
  await setPlan(account.user.id, "pro");
  const pat = await personalToken(account.user.id, { expiresAt: new Date(Date.now() + 30 * DAY_MS) });
  expect((await call(me, { token: pat.token })).status).toBe(200);
  return { ...account, pat };
}

/** A link of `purpose` for the user's address, as the mail would carry it. */
async function linkFor(userId: string, email: string, purpose: "password_reset" | "email_revert"): Promise<string> {
  const token = newSecretToken();
  const db = await getDb();
  await db.insert(t.userTokens).values({
    user_id: userId,
    purpose,
    email,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + DAY_MS),
  });
  return token;
}

async function lastEvent(userId: string, kind: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(t.accountEvents)
    .where(and(eq(t.accountEvents.user_id, userId), eq(t.accountEvents.kind, kind)));
  return rows.at(-1);
}

async function tokensOf(userId: string): Promise<number> {
  const db = await getDb();
  return db.$count(t.personalAccessTokens, eq(t.personalAccessTokens.user_id, userId));
}

describe("recovery revokes personal access tokens", () => {
  it("a password reset: a token made before answers 401, and the activity says how many ended", async () => {
    const s = await proWithToken();
    await personalToken(s.user.id, { scope: "read" });
    const link = await linkFor(s.user.id, s.user.email, "password_reset");
    const res = await call(confirmReset, { body: { token: link, new_password: "a-fresh-pass-phrase" } });
    expect(res.status).toBe(200);
    expect((await call(me, { token: s.pat.token })).status).toBe(401);
    expect(await tokensOf(s.user.id)).toBe(0);
    expect((await lastEvent(s.user.id, "password_reset"))?.detail).toMatchObject({ personal_tokens_revoked: 2 });
    expect(passwordResetEmail("Alex", "x").text).toContain("revokes every personal access token");
  });

  it("an email revert: a token made before answers 401, and the answer, mail and activity say so", async () => {
    const s = await proWithToken();
    const link = await linkFor(s.user.id, s.user.email, "email_revert");
    const res = await call(revertEmail, { body: { token: link } });
    expect(res.status).toBe(200);
    expect(res.body.detail).toContain("every personal access token has been revoked");
    expect((await call(me, { token: s.pat.token })).status).toBe(401);
    expect((await lastEvent(s.user.id, "email_change_reverted"))?.detail).toMatchObject({
      personal_tokens_revoked: 1,
    });
    expect(emailChangedEmail("Alex", "x").text).toContain("revokes every personal access token");
  });
});

describe("a password change and signing out everywhere offer it", () => {
  const change = (s: { token: string; password: string }, extra: Record<string, unknown>) =>
    call(changePassword, {
      token: s.token,
      body: { current_password: s.password, new_password: "another-pass-phrase", ...extra },
    });

  it("a password change with the box ticked (the default) revokes them", async () => {
    for (const extra of [{ revoke_personal_tokens: true }, {}]) {
      const s = await proWithToken();
      const res = await change(s, extra);
      expect(res.status).toBe(200);
      expect(res.body.detail).toBe("Password changed successfully! 1 personal access token was revoked.");
      expect((await call(me, { token: s.pat.token })).status).toBe(401);
      expect((await lastEvent(s.user.id, "password_changed"))?.detail).toMatchObject({ personal_tokens_revoked: 1 });
    }
  });

  it("a password change with the box unticked keeps them", async () => {
    const s = await proWithToken();
    const res = await change(s, { revoke_personal_tokens: false });
    expect(res).toMatchObject({ status: 200, body: { detail: "Password changed successfully!" } });
    expect((await call(me, { token: s.pat.token })).status).toBe(200);
  });

  it("signing out all other sessions with the box ticked (the default) revokes them, unticked keeps them", async () => {
    const queries: Record<string, string>[] = [{ revoke_personal_tokens: "true" }, {}];
    for (const query of queries) {
      const s = await proWithToken();
      const res = await call(endOtherSessions, { method: "DELETE", token: s.token, path: "/api/sessions", query });
      expect(res).toMatchObject({
        status: 200,
        body: { detail: "There were no other sessions to sign out. 1 personal access token was revoked." },
      });
      expect((await call(me, { token: s.pat.token })).status).toBe(401);
      expect((await call(me, { token: s.token })).status).toBe(200);
    }
    const s = await proWithToken();
    const kept = await call(endOtherSessions, {
      method: "DELETE",
      token: s.token,
      path: "/api/sessions",
      query: { revoke_personal_tokens: "false" },
    });
    expect(kept).toMatchObject({ status: 200, body: { detail: "There were no other sessions to sign out." } });
    expect((await call(me, { token: s.pat.token })).status).toBe(200);
  });

  it("a query value other than true or false is a 400 that ends nothing", async () => {
    const s = await proWithToken();
    const res = await call(endOtherSessions, {
      method: "DELETE",
      token: s.token,
      path: "/api/sessions",
      query: { revoke_personal_tokens: "yes" },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: expect.stringContaining("revoke_personal_tokens") } });
    expect((await call(me, { token: s.pat.token })).status).toBe(200);
  });
});

describe("creating a token", () => {
  const body = { name: "Script", scope: "read", expires_in_days: 30 };

  it("asks for the password: none or a wrong one is refused with a detail and creates nothing", async () => {
    const s = await proWithToken();
    const missing = await call(createToken, { token: s.token, path: "/api/tokens", body });
    expect(missing).toMatchObject({ status: 400, body: { detail: "Current password is required" } });
    const wrong = await call(createToken, {
      token: s.token,
      path: "/api/tokens",
      body: { ...body, current_password: "not-the-password" },
    });
    expect(wrong).toMatchObject({ status: 400, body: { detail: "Current password is incorrect" } });
    expect(await tokensOf(s.user.id)).toBe(1);
    const right = await call(createToken, {
      token: s.token,
      path: "/api/tokens",
      body: { ...body, current_password: s.password },
    });
    expect(right.status).toBe(201);
    expect(await tokensOf(s.user.id)).toBe(2);
  });

  it("no token lives longer than a year: more than 365 days or none at all is refused", async () => {
    const s = await proWithToken();
    for (const expires_in_days of [null, 366, 400, 3650]) {
      const res = await call(createToken, {
        token: s.token,
        path: "/api/tokens",
        body: { ...body, expires_in_days, current_password: s.password },
      });
      expect(res.status, String(expires_in_days)).toBe(400);
      expect(res.body.detail).toBe("Expires in days must be 30, 90 or 365");
    }
    expect(await tokensOf(s.user.id)).toBe(1);
  });
});
