/**
 * The mail server goes away (stopped, hanging up mid-session, refusing, silent). Where the
 * user asked for a mail they get a clear 502; nothing already saved is lost; and once the
 * server is back, the same request works.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as register } from "@/app/api/register/route";
import { POST as emailReport } from "@/app/api/reports/email/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { POST as verify } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { RESET_REQUESTED } from "@/lib/identity/account/service";
const EMAIL_NOT_SENT = "The email could not be sent. Please try again in a moment.";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { listReportSends } from "@/lib/reports/service";
import { linksIn, startFakeSmtp } from "../fakes/smtp";
import { call, registerUser, registration } from "../support/api";
import { hangingUpSmtp, refusingSmtp, silentSmtp } from "./broken-smtp";

type Smtp = Awaited<ReturnType<typeof startFakeSmtp>>;
let smtp: Smtp | undefined;
let port = 0;

function pointSmtpAt(url: string) {
  process.env.SMTP_URL = url;
  resetEnvCache();
}
/** The mail server stops: its port refuses connections. */
async function smtpDown() {
  await smtp?.close();
  smtp = undefined;
}
/** …and comes back on the same address. */
async function smtpUp(): Promise<Smtp> {
  smtp = await startFakeSmtp(port);
  return smtp;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  port = smtp.port;
  pointSmtpAt(smtp.url);
  // the failures below are logged as errors; tests read them through the capture
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(async () => {
  if (!smtp) await smtpUp();
  pointSmtpAt(smtp!.url);
});
afterAll(async () => {
  vi.restoreAllMocks();
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp?.close();
});

const tokenFrom = (link: string) => new URL(link).searchParams.get("token")!;
async function link(server: Smtp, to: string, subject: RegExp, path: string): Promise<string> {
  const mail = await server.waitForMail(to, subject);
  const found = linksIn(mail).find((l) => l.startsWith(`http://localhost:3000${path}?token=`));
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found;
}

async function proUser() {
  const u = await registerUser();
  await (await getDb()).update(users).set({ subscription_status: "pro" }).where(eq(users.id, u.user.id));
  return u;
}

describe("report email when the mail server fails", () => {
  const send = (token: string) =>
    call(emailReport, { token, body: { provider_email: "dr.lee@clinic.example", days: 30 } });

  it("stopped: 502 saying the mail could not be sent, nothing recorded; back: the same request sends it", async () => {
    const { token, user } = await proUser();
    const logs = captureLogsForTesting();
    await smtpDown();
    const failed = await send(token);
    logs.stop();
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe(EMAIL_NOT_SENT);
    expect(logs.lines.some((l) => l.includes("report email not sent") && l.includes("ECONNREFUSED"))).toBe(true);
    // not sent: not listed as sent, not counted against the hourly limit
    expect(await listReportSends(await getDb(), { userId: user.id })).toEqual([]);

    const server = await smtpUp();
    const again = await send(token);
    expect(again.status).toBe(201);
    await server.waitForMail("dr.lee@clinic.example", /Medical report/);
    expect(await listReportSends(await getDb(), { userId: user.id })).toHaveLength(1);
  });

  it("hung up mid-session, or refused with 451: the same clear 502, nothing recorded", async () => {
    const { token, user } = await proUser();
    for (const broken of [await hangingUpSmtp(), await refusingSmtp()]) {
      pointSmtpAt(broken.url);
      const res = await send(token);
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe(EMAIL_NOT_SENT);
      await broken.close();
    }
    expect(await listReportSends(await getDb(), { userId: user.id })).toEqual([]);
  });

  it("a server that never answers: 502 after the 5 s greeting timeout, not nodemailer's 30 s", async () => {
    const { token } = await proUser();
    const silent = await silentSmtp();
    pointSmtpAt(silent.url);
    const started = Date.now();
    const res = await send(token);
    const took = Date.now() - started;
    await silent.close();
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe(EMAIL_NOT_SENT);
    expect(took).toBeLessThan(9_000);
  }, 15_000);
});

describe("account mails when the mail server fails", () => {
  it("registration still creates the account (the failure is logged); a resend works once it is back", async () => {
    await smtpDown();
    const logs = captureLogsForTesting();
    const payload = registration();
    const res = await call<{ access_token: string }>(register, { body: payload });
    logs.stop();
    expect(res.status).toBe(201);
    expect(logs.lines.some((l) => l.includes("verification email not sent"))).toBe(true);
    expect((await call(login, { body: { email: payload.email, password: payload.password } })).status).toBe(200);

    const server = await smtpUp();
    expect((await call(resend, { method: "POST", token: res.body.access_token })).status).toBe(200);
    const verifyLink = await link(server, payload.email, /Verify your email/, "/verify-email");
    expect((await call(verify, { body: { token: tokenFrom(verifyLink) } })).status).toBe(200);
  });

  it("resend: 502 with a detail, and the link the user already has keeps working", async () => {
    const { token, user } = await registerUser();
    const first = await link(smtp!, user.email, /Verify your email/, "/verify-email");
    await smtpDown();
    const res = await call(resend, { method: "POST", token });
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe(EMAIL_NOT_SENT);
    await smtpUp();
    expect((await call(verify, { body: { token: tokenFrom(first) } })).status).toBe(200);
  });

  it("password reset: the usual answer (no account probing), the failure logged, a later request works", async () => {
    const { user } = await registerUser();
    await smtpDown();
    const logs = captureLogsForTesting();
    const res = await call(requestReset, { body: { email: user.email } });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(RESET_REQUESTED);
    // the send may run after the answer: wait for its log line
    await expect
      .poll(() => logs.lines.some((l) => l.includes("password reset email not sent")), { timeout: 5_000 })
      .toBe(true);
    logs.stop();

    const server = await smtpUp();
    expect((await call(requestReset, { body: { email: user.email } })).status).toBe(200);
    const resetLink = await link(server, user.email, /Reset your vitalog password/, "/reset-password");
    expect(
      (await call(confirmReset, { body: { token: tokenFrom(resetLink), new_password: "after-the-outage" } })).status,
    ).toBe(200);
    expect((await call(login, { body: { email: user.email, password: "after-the-outage" } })).status).toBe(200);
  });
});
