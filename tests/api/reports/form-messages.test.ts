/** The email-report form and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as emailReport } from "@/app/api/reports/email/route";
import { emailReportPayload, type EmailReportValues } from "@/components/data-transfer/email-report-form";
import { PROVIDER_EMAIL_INVALID, reportEmailSchema } from "@/lib/reports/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";
import { withFakeSmtp } from "../../support/smtp";
import { seededUser } from "../export/seed";

withFakeSmtp();

const values: EmailReportValues = { email: "dr.lee@clinic.example", days: 90, message: "" };

describe("email-report form and API messages", () => {
  it.each([
    ["provider_email", { ...values, email: "" }, PROVIDER_EMAIL_INVALID],
    ["provider_email", { ...values, email: "not-an-email" }, PROVIDER_EMAIL_INVALID],
    [
      "provider_email",
      { ...values, email: `${"x".repeat(250)}@clinic.example` },
      "provider_email must be at most 254 characters",
    ],
    ["message", { ...values, message: "m".repeat(1001) }, "Message must be at most 1,000 characters"],
    ["days", { ...values, days: 3 }, "days must be from 7 to 730"],
  ])("say the same about a bad %s (%#)", async (field, bad, words) => {
    const { token } = await registerUser();
    const payload = emailReportPayload(bad);
    const form = validate(reportEmailSchema, payload);
    expect(form.ok).toBe(false);
    const inForm = form.ok ? "" : form.errors[field];
    expect(inForm).toBe(words);
    const api = await call(emailReport, { token, body: payload });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: inForm });
  });

  it("the form's input for a good send is one the API takes", async () => {
    const { token } = await seededUser("pro");
    const payload = emailReportPayload({ ...values, email: " dr.lee@clinic.example ", message: "See you Monday." });
    expect(validate(reportEmailSchema, payload).ok).toBe(true);
    const res = await call(emailReport, { token, body: payload });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ to: "dr.lee@clinic.example", days: 90 });
  });
});
