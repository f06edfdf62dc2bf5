/** Verification and password-reset mails, received by a local SMTP server. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { POST as verify } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import { userTokens } from "@/db/schema";
import { linksIn } from "../../fakes/smtp";
import { withFakeSmtp } from "../../support/smtp";
import { call, registerUser, registration } from "../../support/api";

const smtp = withFakeSmtp();

function tokenFrom(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

async function linkIn(to: string, subject: RegExp, path: string): Promise<string> {
  const mail = await smtp.waitForMail(to, subject);
  const link = linksIn(mail).find((l) => l.startsWith(`http://localhost:3000${path}?token=`));
  if (!link) throw new Error(`no ${path} link in: ${mail.text.slice(0, 500)}`);
  return link;
}

describe("email verification", () => {
  it("registration sends a link that verifies the email once", async () => {
    const { token, user } = await registerUser();
    const link = await linkIn(user.email, /Verify your email/, "/verify-email");
    const res = await call(verify, { body: { token: tokenFrom(link) } });
    expect(res.status).toBe(200);
    expect((await call(me, { token })).body.email_verified).toBe(true);
    const again = await call(verify, { body: { token: tokenFrom(link) } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe("This link is invalid or has expired.");
  });

  it("a changed email must be verified again, and the old link no longer counts", async () => {
    const { token, user, password } = await registerUser();
    const oldLink = await linkIn(user.email, /Verify your email/, "/verify-email");
    const newEmail = `changed-${user.email}`;
    const body = { ...registration(), email: newEmail, current_password: password };
    const res = await call(profile, { method: "PUT", token, body });
    expect(res.status).toBe(200);
    expect((res.body.user as { email_verified: boolean }).email_verified).toBe(false);
    expect((await call(verify, { body: { token: tokenFrom(oldLink) } })).status).toBe(400);
    const newLink = await linkIn(newEmail, /Verify your email/, "/verify-email");
    expect((await call(verify, { body: { token: tokenFrom(newLink) } })).status).toBe(200);
    expect((await call(me, { token })).body.email_verified).toBe(true);
  });

  it("resend sends a fresh link", async () => {
    const { token, user } = await registerUser();
    await smtp.waitForMail(user.email, /Verify your email/);
    const before = smtp.messages.length;
    const res = await call(resend, { method: "POST", token });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBeGreaterThan(before);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and mails only the known one", async () => {
    const { user } = await registerUser();
    const known = await call(requestReset, { body: { email: user.email } });
    const unknown = await call(requestReset, { body: { email: "nobody-at-all@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await linkIn(user.email, /Reset your vitalog password/, "/reset-password");
    expect(smtp.messages.some((m) => m.to.includes("nobody-at-all@example.com"))).toBe(false);
  });

  it("builds the link from APP_URL, never from the Host header", async () => {
    const { user } = await registerUser();
    await call(requestReset, {
      body: { email: user.email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const mail = await smtp.waitForMail(user.email, /Reset your vitalog password/);
    expect(mail.text).not.toContain("evil.example");
    expect(linksIn(mail).some((l) => l.startsWith("http://localhost:3000/reset-password?token="))).toBe(true);
  });

  it("sets a new password once, ends every sign-in, and the token cannot be reused", async () => {
    const { token, user, password } = await registerUser();
    await call(requestReset, { body: { email: user.email } });
    const link = await linkIn(user.email, /Reset your vitalog password/, "/reset-password");
    const res = await call(confirmReset, { body: { token: tokenFrom(link), new_password: "from-the-link" } });
    expect(res.status).toBe(200);
    expect((await call(me, { token })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "from-the-link" } })).status).toBe(200);
    const reuse = await call(confirmReset, { body: { token: tokenFrom(link), new_password: "another-one" } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.detail).toBe("This link is invalid or has expired.");
  });

  it("an expired link is refused and the password stays", async () => {
    const { user, password } = await registerUser();
    await call(requestReset, { body: { email: user.email } });
    const link = await linkIn(user.email, /Reset your vitalog password/, "/reset-password");
    const db = await getDb();
    await db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userTokens.user_id, user.id));
    const res = await call(confirmReset, { body: { token: tokenFrom(link), new_password: "too-late-now" } });
    expect(res.status).toBe(400);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
  });

  it("stores the link token only as a hash, expiring in one hour", async () => {
    const { user } = await registerUser();
    await call(requestReset, { body: { email: user.email } });
    const link = await linkIn(user.email, /Reset your vitalog password/, "/reset-password");
    const db = await getDb();
    const rows = await db.select().from(userTokens).where(eq(userTokens.user_id, user.id));
    const reset = rows.find((r) => r.purpose === "password_reset")!;
    expect(reset.token_hash).not.toBe(tokenFrom(link));
    const minutes = (reset.expires_at.getTime() - reset.created_at.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });
});
