/** The PDF health reports and the medical report mailed to a provider. */
import { REPORT_KINDS, reportEmailSchema, REPORT_KIND_NAMES, UNKNOWN_REPORT } from "@/lib/reports/schema";
import { reportSentSchema } from "@/lib/reports/responses";
import { endpoint } from "../endpoint";

const tag = "Reports";

export const reportsEndpoints = {
  healthReport: endpoint({
    method: "get",
    path: "/api/health-reports/{kind}",
    summary: "Download a PDF health report",
    description: REPORT_KINDS.map((r) => `\`${r.kind}\`: ${r.title}: ${r.description}`).join("\n\n"),
    tag,
    params: { kind: REPORT_KIND_NAMES },
    notFound: UNKNOWN_REPORT,
    requires: "pdf_reports",
    responses: { 200: { description: "The report, as an attachment.", contentType: "application/pdf" } },
    throws: [402],
  }),
  emailReport: endpoint({
    method: "post",
    path: "/api/reports/email",
    summary: "Email the medical report to a provider",
    description: "The PDF of the last `days` days as an attachment (Pro; 5 an hour).",
    tag,
    body: reportEmailSchema,
    bodyExample: { provider_email: "dr.lee@clinic.example", message: "For Thursday's appointment.", days: 90 },
    requires: "report_email",
    callsOutside: true,
    responses: {
      201: {
        description: "Sent.",
        schema: reportSentSchema,
        example: { to: "dr.lee@clinic.example", report: "medical", days: 90, sent_at: "2026-03-19T18:02:41.000Z" },
      },
    },
    throws: [402, 429, 502, 503],
  }),
};
