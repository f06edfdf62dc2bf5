import { recordAccountEvent } from "@/lib/identity/activity";
import { getLongDb } from "@/db/client";
import { route } from "@/lib/api/handler";
import { emailMedicalReport } from "@/lib/reports/service";
import { reportsEndpoints } from "@/lib/openapi/paths/reports";

/** POST /api/reports/email: the medical report PDF to a provider (Pro, 5 an hour). */
export const POST = route(reportsEndpoints.emailReport, async ({ db, user, body, req, ip }) => {
  // the medical report's rows and PDF: the long operations' pool and time limits (db/client.ts)
  const sent = await emailMedicalReport(await getLongDb(), user, body);
  // the recipient is the provider's address: kept in the report's own list, not in the activity
  await recordAccountEvent(db, {
    userId: user.id,
    kind: "report_emailed",
    ip,
    userAgent: req.headers.get("user-agent"),
    detail: { report: sent.report, days: sent.days },
  });
  return sent;
});
