/**
 * In production every mail goes to the SMTP server over TLS (smtps:, or STARTTLS required):
 * a configuration that cannot guarantee it sends nothing, and the medical report (health
 * data) is refused with a detail saying why. Outside production the plain local stand-in
 * is still used (development, tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { POST as emailReport } from "@/app/api/reports/email/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { MAIL_NEEDS_TLS, REPORT_NEEDS_TLS, smtpTransportUrl } from "@/lib/email/send";
import { resetEnvCache } from "@/lib/env";
import { listReportSends } from "@/lib/reports/service";
import { startFakeSmtp } from "../../fakes/smtp";
import { call, registerUser } from "../../support/api";

type Smtp = Awaited<ReturnType<typeof startFakeSmtp>>;
let smtp: Smtp;

function configure(nodeEnv: "production" | "test", smtpUrl: string | undefined) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  if (smtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtpUrl;
  resetEnvCache();
}

beforeAll(async () => {
  smtp = await startFakeSmtp(); // plain SMTP: it offers no STARTTLS
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete process.env.SMTP_URL;
  resetEnvCache();
});
afterAll(() => smtp.close());

async function proUser() {
  const u = await registerUser();
  await (await getDb()).update(users).set({ subscription_status: "pro" }).where(eq(users.id, u.user.id));
  return u;
}
const sendReport = (token: string) =>
  call(emailReport, { token, body: { provider_email: "dr.tls@clinic.example", days: 30 } });
const reportsReceived = () => smtp.messages.filter((m) => m.to.includes("dr.tls@clinic.example")).length;

describe("the medical report in production", () => {
  it("refuses a server without STARTTLS: 503 with the reason, nothing sent in the clear, nothing recorded", async () => {
    const { token, user } = await proUser();
    configure("production", smtp.url);
    const res = await sendReport(token);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: REPORT_NEEDS_TLS });
    expect(REPORT_NEEDS_TLS).toBe(
      "Emailing the report needs an encrypted connection to the mail server (SMTP_URL with smtps: or STARTTLS).",
    );
    expect(reportsReceived()).toBe(0);
    expect(await listReportSends(await getDb(), { userId: user.id })).toEqual([]);
  });

  it("refuses a configuration that turns TLS off (ignoreTLS) before connecting", async () => {
    const { token } = await proUser();
    configure("production", `${smtp.url}?ignoreTLS=true`);
    const res = await sendReport(token);
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(REPORT_NEEDS_TLS);
    expect(reportsReceived()).toBe(0);
  });

  it("refuses an option given twice (ignoreTLS=false&ignoreTLS=true): nothing sent in the clear", async () => {
    const { token } = await proUser();
    configure("production", `${smtp.url}?ignoreTLS=false&ignoreTLS=true`);
    const res = await sendReport(token);
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(REPORT_NEEDS_TLS);
    expect(reportsReceived()).toBe(0);
  });

  it("refuses to send with no mail server configured instead of answering sent", async () => {
    const { token, user } = await proUser();
    configure("production", undefined);
    const res = await sendReport(token);
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(REPORT_NEEDS_TLS);
    expect(await listReportSends(await getDb(), { userId: user.id })).toEqual([]);
  });

  it("outside production the plain stand-in still receives it", async () => {
    const { token } = await proUser();
    configure("test", smtp.url);
    expect((await sendReport(token)).status).toBe(201);
    await smtp.waitForMail("dr.tls@clinic.example", /Medical report/);
  });
});

describe("account mails in production", () => {
  it("a verification mail is not sent over plain SMTP either", async () => {
    const { token, user } = await registerUser();
    configure("production", smtp.url);
    const res = await call(resend, { method: "POST", token });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(MAIL_NEEDS_TLS);
    expect(smtp.messages.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(0);
  });
});

describe("account mails with an ambiguous SMTP_URL", () => {
  it("a verification mail is not sent when ignoreTLS is given twice", async () => {
    const { token, user } = await registerUser();
    configure("production", `${smtp.url}?ignoreTLS=false&ignoreTLS=true`);
    const res = await call(resend, { method: "POST", token });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(MAIL_NEEDS_TLS);
    expect(smtp.messages.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(0);
  });
});

describe("smtpTransportUrl", () => {
  it("requires STARTTLS on smtp: and keeps smtps: in production; leaves development alone", () => {
    const prod = new URL(smtpTransportUrl("smtp://user:pw@mail.example:587", true)!);
    expect(prod.searchParams.get("requireTLS")).toBe("true");
    expect(prod.protocol).toBe("smtp:");
    expect(new URL(smtpTransportUrl("smtps://mail.example:465", true)!).protocol).toBe("smtps:");
    expect(new URL(smtpTransportUrl("smtp://127.0.0.1:2525", false)!).searchParams.has("requireTLS")).toBe(false);
  });

  it("answers null (cannot guarantee TLS) for TLS turned off or unchecked, or another scheme", () => {
    for (const url of [
      "smtp://mail.example?ignoreTLS=true",
      "smtp://mail.example?requireTLS=false",
      "smtps://mail.example?tls.rejectUnauthorized=false",
      "direct://mail.example",
    ])
      expect(smtpTransportUrl(url, true), url).toBeNull();
  });
});
