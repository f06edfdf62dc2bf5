/**
 * The account's own changes are account events, with the IP and device they came from:
 * creation, a password change or reset, an email change. A sign-in is not recorded here.
 */
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { PUT as profile } from "@/app/api/profile/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { linksIn } from "../../fakes/smtp";
import { call, registration, uniqueEmail } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";

const smtp = withFakeSmtp();
const client = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": "EventsTest/1.0" });

async function eventsOf(userId: string) {
  return (await getDb())
    .select({ kind: t.accountEvents.kind, ip: t.accountEvents.ip, user_agent: t.accountEvents.user_agent })
    .from(t.accountEvents)
    .where(eq(t.accountEvents.user_id, userId))
    .orderBy(asc(t.accountEvents.id));
}

describe("account events", () => {
  it("registration, a password change, an email change and a reset, in order", async () => {
    const body = registration();
    const created = await call<{ access_token: string; user: { id: string } }>(register, {
      body,
      headers: client("10.90.0.1"),
    });
    expect(created.status).toBe(201);
    const { access_token: token, user } = created.body;
    const ua = "EventsTest/1.0";
    expect(await eventsOf(user.id)).toEqual([{ kind: "account_created", ip: "10.90.0.1", user_agent: ua }]);

    const changed = await call(changePassword, {
      token,
      body: { current_password: body.password, new_password: "tofu & 7 plums" },
      headers: client("10.90.0.2"),
    });
    expect(changed.status).toBe(200);

    const email = uniqueEmail("moved");
    const moved = await call(profile, {
      method: "PUT",
      token,
      body: { ...registration(), email, current_password: "tofu & 7 plums" },
      headers: client("10.90.0.3"),
    });
    expect(moved.status).toBe(200);

    await smtp.waitForMail(email, /Verify your email/);
    const verifyLink = linksIn(smtp.messages.filter((m) => m.to.includes(email)).at(-1)!).find((l) =>
      l.includes("token="),
    )!;
    const { POST: verify } = await import("@/app/api/verify-email/route");
    await call(verify, { body: { token: new URL(verifyLink).searchParams.get("token") } });
    await call(requestReset, { body: { email }, headers: client("10.90.0.4") });
    const mail = await smtp.waitForMail(email, /Reset your vitalog password/);
    const resetToken = new URL(linksIn(mail).find((l) => l.includes("token="))!).searchParams.get("token");
    const reset = await call(confirmReset, {
      body: { token: resetToken, new_password: "quince & 9 figs" },
      headers: client("10.90.0.5"),
    });
    expect(reset.status).toBe(200);
    const signIn = await call(login, { body: { email, password: "quince & 9 figs" }, headers: client("10.90.0.6") });
    expect(signIn.status).toBe(200);

    expect(await eventsOf(user.id)).toEqual([
      { kind: "account_created", ip: "10.90.0.1", user_agent: ua },
      { kind: "password_changed", ip: "10.90.0.2", user_agent: ua },
      { kind: "email_changed", ip: "10.90.0.3", user_agent: ua },
      { kind: "password_reset", ip: "10.90.0.5", user_agent: ua },
      { kind: "sign_in", ip: "10.90.0.6", user_agent: ua },
    ]);
  });
});
