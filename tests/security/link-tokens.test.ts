/**
 * Emailed links: a reset or verification token works once, only before it expires, only
 * for its own purpose, and only while it is the newest of its kind. Every refusal reads the
 * same, so nothing tells a used token from an expired or invented one.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { POST as verify } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { INVALID_LINK } from "@/lib/identity/schema";
import { linksIn } from "../fakes/smtp";
import { call, registerUser, registration } from "../support/api";
import { withFakeSmtp } from "../support/smtp";
import { userRow } from "./fixtures";

const smtp = withFakeSmtp();
const REFUSED = { status: 400, body: { detail: INVALID_LINK } };

async function newestToken(to: string, subject: RegExp, before = 0): Promise<string> {
  await expect
    .poll(() => smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).length)
    .toBeGreaterThan(before);
  const mail = smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1)!;
  const link = linksIn(mail).find((l) => l.includes("token="))!;
  return new URL(link).searchParams.get("token")!;
}
const mailsTo = (to: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).length;

const RESET = /Reset your vitalog password/;
const VERIFY = /Verify your email/;

async function resetToken(email: string): Promise<string> {
  const before = mailsTo(email, RESET);
  expect((await call(requestReset, { body: { email } })).status).toBe(200);
  return newestToken(email, RESET, before);
}

const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe("password reset token", () => {
  it("works once", async () => {
    const { user } = await registerUser();
    const token = await resetToken(user.email);
    expect((await call(confirmReset, { body: { token, new_password: "first-use-1" } })).status).toBe(200);
    const hashAfterFirst = (await userRow(user.id)).password_hash;
    expect(answer(await call(confirmReset, { body: { token, new_password: "second-use-2" } }))).toEqual(REFUSED);
    expect((await userRow(user.id)).password_hash).toBe(hashAfterFirst);
    expect((await call(login, { body: { email: user.email, password: "first-use-1" } })).status).toBe(200);
  });

  it("expires", async () => {
    const { user, password } = await registerUser();
    const token = await resetToken(user.email);
    await (
      await getDb()
    )
      .update(t.userTokens)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(t.userTokens.user_id, user.id));
    expect(answer(await call(confirmReset, { body: { token, new_password: "too-late-9" } }))).toEqual(REFUSED);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
  });

  it("an older link dies when a newer one is sent", async () => {
    const { user, password } = await registerUser();
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(second).not.toBe(first);
    expect(answer(await call(confirmReset, { body: { token: first, new_password: "old-link-1" } }))).toEqual(REFUSED);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
    expect((await call(confirmReset, { body: { token: second, new_password: "new-link-2" } })).status).toBe(200);
  });

  it("is not a verification token, and an invented token reads the same as a used one", async () => {
    const { user } = await registerUser();
    const token = await resetToken(user.email);
    expect(answer(await call(verify, { body: { token } }))).toEqual(REFUSED);
    expect((await userRow(user.id)).email_verified).toBe(false);
    const invented = "A".repeat(43);
    expect(answer(await call(confirmReset, { body: { token: invented, new_password: "whatever-1" } }))).toEqual(
      REFUSED,
    );
    expect((await call(confirmReset, { body: { token, new_password: "still-valid-1" } })).status).toBe(200);
  });

  it("dies when the password is changed another way", async () => {
    const { token: bearer, user, password } = await registerUser();
    const token = await resetToken(user.email);
    expect(
      (
        await call(changePassword, {
          token: bearer,
          body: { current_password: password, new_password: "changed-in-app-1" },
        })
      ).status,
    ).toBe(200);
    expect(answer(await call(confirmReset, { body: { token, new_password: "from-old-link-2" } }))).toEqual(REFUSED);
    expect((await call(login, { body: { email: user.email, password: "changed-in-app-1" } })).status).toBe(200);
  });

  it("dies when the account's email changes (it was sent to the old address)", async () => {
    const { token: bearer, user, password } = await registerUser();
    const token = await resetToken(user.email);
    const moved = await call(profile, {
      method: "PUT",
      token: bearer,
      body: { ...registration(), email: `moved-${user.email}`, current_password: password },
    });
    expect(moved.status).toBe(200);
    expect(answer(await call(confirmReset, { body: { token, new_password: "from-old-inbox-3" } }))).toEqual(REFUSED);
    expect((await call(login, { body: { email: `moved-${user.email}`, password } })).status).toBe(200);
  });

  it("is stored only as its hash", async () => {
    const { user } = await registerUser();
    const token = await resetToken(user.email);
    const rows = await (await getDb()).select().from(t.userTokens).where(eq(t.userTokens.user_id, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("email verification token", () => {
  it("works once, and a used one reads like an invented one", async () => {
    const { user } = await registerUser();
    const token = await newestToken(user.email, VERIFY);
    expect((await call(verify, { body: { token } })).status).toBe(200);
    expect((await userRow(user.id)).email_verified).toBe(true);
    expect(answer(await call(verify, { body: { token } }))).toEqual(REFUSED);
    expect(answer(await call(verify, { body: { token: "B".repeat(43) } }))).toEqual(REFUSED);
  });

  it("expires", async () => {
    const { user } = await registerUser();
    const token = await newestToken(user.email, VERIFY);
    await (
      await getDb()
    )
      .update(t.userTokens)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(t.userTokens.user_id, user.id));
    expect(answer(await call(verify, { body: { token } }))).toEqual(REFUSED);
    expect((await userRow(user.id)).email_verified).toBe(false);
  });

  it("an older link dies when a new one is sent, and it is not a reset token", async () => {
    const { token: bearer, user, password } = await registerUser();
    const first = await newestToken(user.email, VERIFY);
    const before = mailsTo(user.email, VERIFY);
    expect((await call(resend, { method: "POST", token: bearer })).status).toBe(200);
    const second = await newestToken(user.email, VERIFY, before);
    expect(answer(await call(verify, { body: { token: first } }))).toEqual(REFUSED);
    expect(answer(await call(confirmReset, { body: { token: second, new_password: "hijack-1" } }))).toEqual(REFUSED);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(200);
    expect((await call(verify, { body: { token: second } })).status).toBe(200);
  });
});
