import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { assertCan } from "@/lib/billing/entitlements";
import { toWebStream } from "@/lib/export/pdf-doc";
import { fileResponse } from "@/lib/export/response";
import { REPORT_KINDS } from "@/lib/reports/kinds";
import { healthReportPdf } from "@/lib/reports/pdf-reports";
import { localDateIn } from "@/lib/time/zones";

/** GET /api/health-reports/{monthly|migraines|mood|medications}: a PDF (Pro plan). */
export const GET = authedRoute({}, async ({ db, user, params }) => {
  const kind = REPORT_KINDS.find((r) => r.kind === params.kind)?.kind;
  if (!kind) throw ApiError.notFound(`Unknown report. Choose one of: ${REPORT_KINDS.map((r) => r.kind).join(", ")}.`);
  assertCan(user, "pdf_reports");
  const doc = await healthReportPdf(db, user, kind);
  return fileResponse(toWebStream(doc), {
    filename: `vitalog-${kind}-report-${localDateIn(user.time_zone)}.pdf`,
    type: "application/pdf",
  });
});
