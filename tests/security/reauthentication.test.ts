/**
 * An email change and an account deletion need the current password (a stolen token alone
 * cannot take the account over or destroy it). The old address is told, with a link that
 * undoes the change for 7 days; a reset link goes only to an address that is verified.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DELETE as deleteAccount } from "@/app/api/delete-account/route";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as revertEmail } from "@/app/api/revert-email/route";
import { POST as verify } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { INVALID_LINK } from "@/lib/identity/schema";
import { PASSWORD_FOR_EMAIL_CHANGE } from "@/lib/identity/account/service";
import { settleAfterResponseTasks } from "@/lib/http/after-response";
import { hashToken } from "@/lib/identity/tokens";
import { linksIn, type ReceivedMail } from "../fakes/smtp";
import { call, registerUser, registration, uniqueEmail } from "../support/api";
import { withFakeSmtp } from "../support/smtp";
import { userRow } from "./fixtures";

const smtp = withFakeSmtp();
const from = (ip: string) => ({ "x-forwarded-for": ip });
const CHANGED = /Your vitalog email address was changed/;
const RESET = /Reset your vitalog password/;
const mailsTo = (to: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));

function tokenIn(mail: ReceivedMail, path: string): string {
  const link = linksIn(mail).find((l) => l.startsWith(`http://localhost:3000${path}?token=`));
  if (!link) throw new Error(`no ${path} link in: ${mail.text.slice(0, 400)}`);
  return new URL(link).searchParams.get("token")!;
}

/** The profile as registered, with a new email (and the password when given). */
const withEmail = (email: string, current_password?: string) => ({
  ...registration(),
  email,
  ...(current_password !== undefined && { current_password }),
});

describe("email change", () => {
  it("without the current password: refused with a clear detail, the email unchanged", async () => {
    const { token, user } = await registerUser();
    const res = await call(profile, { method: "PUT", token, body: withEmail(uniqueEmail("new")) });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { detail: PASSWORD_FOR_EMAIL_CHANGE },
    });
    expect((await userRow(user.id)).email).toBe(user.email);
    // the rest of the profile still saves without a password when the email stays
    expect((await call(profile, { method: "PUT", token, body: withEmail(user.email) })).status).toBe(200);
  });

  it("a wrong password is refused and counted by the login throttle", async () => {
    const { token, user, password } = await registerUser();
    for (let i = 0; i < 5; i++) {
      const res = await call(profile, {
        method: "PUT",
        token,
        body: withEmail(uniqueEmail("new"), `wrong-${i}-pass`),
        headers: from("10.40.0.1"),
      });
      expect(res.body).toEqual({ detail: "Current password is incorrect" });
    }
    const right = await call(profile, {
      method: "PUT",
      token,
      body: withEmail(uniqueEmail("new"), password),
      headers: from("10.40.0.2"),
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it("with the password: changed, marked, and the old address gets a link that undoes it once", async () => {
    const { token, user, password } = await registerUser();
    const newEmail = uniqueEmail("new");
    const res = await call(profile, { method: "PUT", token, body: withEmail(newEmail, password) });
    expect(res.status).toBe(200);
    const changed = await userRow(user.id);
    expect(changed.email).toBe(newEmail);
    expect(changed.email_verified).toBe(false);
    expect(changed.email_changed_at).toBeInstanceOf(Date);

    const mail = await smtp.waitForMail(user.email, CHANGED);
    expect(mail.text).not.toContain(newEmail); // the old inbox may be read by someone else now
    const revert = tokenIn(mail, "/revert-email");
    const stored = await (
      await getDb()
    )
      .select()
      .from(t.userTokens)
      .where(and(eq(t.userTokens.user_id, user.id), eq(t.userTokens.purpose, "email_revert")));
    expect(stored).toEqual([
      expect.objectContaining({ email: user.email, token_hash: hashToken(revert), used_at: null }),
    ]);
    const days = (stored[0]!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const undone = await call(revertEmail, { body: { token: revert } });
    expect(undone.status).toBe(200);
    expect(undone.body.detail).toEqual(expect.stringContaining(user.email));
    const restored = await userRow(user.id);
    expect(restored.email).toBe(user.email);
    expect(restored.email_verified).toBe(true); // the link was opened from that inbox
    // every session and token ends: whoever changed it is signed out
    expect((await call(me, { token })).status).toBe(401);
    expect(await (await getDb()).select().from(t.authTokens).where(eq(t.authTokens.user_id, user.id))).toEqual([]);
    const events = await (
      await getDb()
    )
      .select({ kind: t.accountEvents.kind })
      .from(t.accountEvents)
      .where(eq(t.accountEvents.user_id, user.id));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(["email_changed", "email_change_reverted"]));

    const again = await call(revertEmail, { body: { token: revert } });
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: { detail: INVALID_LINK } });
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
  });

  it("the undo link expires after 7 days", async () => {
    const { token, user, password } = await registerUser();
    const newEmail = uniqueEmail("new");
    await call(profile, { method: "PUT", token, body: withEmail(newEmail, password) });
    const revert = tokenIn(await smtp.waitForMail(user.email, CHANGED), "/revert-email");
    await (
      await getDb()
    )
      .update(t.userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(t.userTokens.token_hash, hashToken(revert)));
    expect((await call(revertEmail, { body: { token: revert } })).status).toBe(400);
    expect((await userRow(user.id)).email).toBe(newEmail);
  });

  it("no reset mail goes to a changed address until it is verified", async () => {
    const { token, password } = await registerUser();
    const newEmail = uniqueEmail("new");
    await call(profile, { method: "PUT", token, body: withEmail(newEmail, password) });
    const asked = await call(requestReset, { body: { email: newEmail } });
    expect(asked.status).toBe(200);
    await settleAfterResponseTasks();
    expect(mailsTo(newEmail, RESET)).toEqual([]);

    const verification = await smtp.waitForMail(newEmail, /Verify your email/);
    expect((await call(verify, { body: { token: tokenIn(verification, "/verify-email") } })).status).toBe(200);
    await call(requestReset, { body: { email: newEmail } });
    await smtp.waitForMail(newEmail, RESET);
  });
});

describe("account deletion", () => {
  it("without the password: refused, the account stays", async () => {
    const { token, user } = await registerUser();
    const res = await call(deleteAccount, { method: "DELETE", token, body: {} });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { detail: "Current password is required" },
    });
    expect((await userRow(user.id)).id).toBe(user.id);
  });

  it("a wrong password: refused and counted, the account stays", async () => {
    const { token, user } = await registerUser();
    const res = await call(deleteAccount, {
      method: "DELETE",
      token,
      body: { current_password: "not-my-password" },
      headers: from("10.41.0.1"),
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { detail: "Current password is incorrect" },
    });
    expect((await userRow(user.id)).id).toBe(user.id);
    const failures = await (
      await getDb()
    )
      .select()
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.email, user.email), eq(t.loginAttempts.success, false)));
    expect(failures).toHaveLength(1);
  });

  it("with the password: the account is gone", async () => {
    const { token, user, password } = await registerUser();
    const res = await call(deleteAccount, { method: "DELETE", token, body: { current_password: password } });
    expect(res.status).toBe(200);
    expect(await (await getDb()).select().from(t.users).where(eq(t.users.id, user.id))).toEqual([]);
  });
});
