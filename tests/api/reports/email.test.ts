import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as emailReport } from "@/app/api/reports/email/route";
import { getDb } from "@/db/client";
import { reportEmails } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { listReportSends } from "@/lib/reports/service";
import { call } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";
import { pdfText, seededUser } from "../export/seed";

const smtp = withFakeSmtp();

/** The base64 body of the mail's application/pdf part. */
function attachedPdf(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
    raw,
  );
  if (!match) throw new Error("no PDF attachment");
  return Buffer.from(match[1]!.replace(/\s+/g, ""), "base64");
}

describe("POST /api/reports/email", () => {
  it("sends the medical report PDF to the provider with the message, and records the send", async () => {
    const { token, user } = await seededUser("pro");
    const res = await call(emailReport, {
      token,
      body: { provider_email: "dr.lee@clinic.example", message: "Ahead of my visit on Monday.", days: 30 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ to: "dr.lee@clinic.example", report: "medical", days: 30 });
    const mail = await smtp.waitForMail("dr.lee@clinic.example", /Medical report for Robin Patient/);
    expect(mail.text).toContain("Ahead of my visit on Monday.");
    expect(mail.text).toContain("(30 days)");
    expect(mail.raw).toMatch(/filename=.?medical-report-\d{4}-\d{2}-\d{2}\.pdf/);
    const text = pdfText(attachedPdf(mail.raw)).replace(/[ \t]+/g, " ");
    expect(text).toContain("Name: Robin Patient");
    expect(text).toContain("(30 days)");
    expect(text).toContain("Propranolol");
    const sends = await listReportSends(await getDb(), { userId: String(user.id) });
    expect(sends).toMatchObject([{ to: "dr.lee@clinic.example", report: "medical", days: 30 }]);
  });

  it("refuses a bad recipient (including header injection) with a 400 and sends nothing", async () => {
    const { token, user } = await seededUser("pro");
    for (const provider_email of ["not-an-email", "dr@clinic.example\r\nBcc: all@evil.example", "", "a@b"]) {
      const res = await call(emailReport, { token, body: { provider_email } });
      expect(res.status, provider_email).toBe(400);
      expect(String(res.body.detail)).toMatch(/provider/i);
    }
    const tooLong = await call(emailReport, {
      token,
      body: { provider_email: "dr@clinic.example", message: "x".repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(await listReportSends(await getDb(), { userId: String(user.id) })).toEqual([]);
  });

  it("allows 5 sends an hour, then answers 429", async () => {
    const { token, user } = await seededUser("pro");
    for (let i = 0; i < 5; i++)
      expect((await call(emailReport, { token, body: { provider_email: `dr${i}@clinic.example` } })).status).toBe(201);
    const sixth = await call(emailReport, { token, body: { provider_email: "dr6@clinic.example" } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toBe("You can email at most 5 reports an hour. Please try again later.");
    const db = await getDb();
    // an hour later the oldest sends no longer count
    await db
      .update(reportEmails)
      .set({ sent_at: new Date(Date.now() - 2 * 3600 * 1000) })
      .where(eq(reportEmails.user_id, String(user.id)));
    expect((await call(emailReport, { token, body: { provider_email: "dr7@clinic.example" } })).status).toBe(201);
  });

  it("a send the mail server refuses is a 502, not counted and not listed", async () => {
    const { token, user } = await seededUser("pro");
    const fake = process.env.SMTP_URL;
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens there
    resetEnvCache();
    try {
      const res = await call(emailReport, { token, body: { provider_email: "dr@clinic.example" } });
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe("The email could not be sent. Please try again in a moment.");
    } finally {
      process.env.SMTP_URL = fake;
      resetEnvCache();
    }
    expect(await listReportSends(await getDb(), { userId: String(user.id) })).toEqual([]);
  });

  it("is a Pro feature", async () => {
    const { token } = await seededUser("trial");
    const res = await call(emailReport, { token, body: { provider_email: "dr@clinic.example" } });
    expect(res.status).toBe(402);
  });
});
