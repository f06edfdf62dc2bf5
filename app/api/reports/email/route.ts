import { authedRoute } from "@/lib/api/handler";
import { assertCan } from "@/lib/billing/entitlements";
import { reportEmailSchema } from "@/lib/export/schema";
import { emailMedicalReport } from "@/lib/reports/email";

/** POST /api/reports/email: the medical report PDF to a provider (Pro, 5 an hour). */
export const POST = authedRoute({ body: reportEmailSchema, status: 201 }, async ({ db, user, body }) => {
  assertCan(user, "report_email");
  return emailMedicalReport(db, user, body);
});
