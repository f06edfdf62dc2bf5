import { getLongDb } from "@/db/client";
import { authedRoute } from "@/lib/api/handler";
import { fileResponse } from "@/lib/export/response";
import { toWebStream } from "@/lib/reports/pdf-doc";
import { REPORT_KIND_NAMES, UNKNOWN_REPORT, type ReportKind } from "@/lib/reports/schema";
import { healthReportPdf } from "@/lib/reports/service";
import { localDateIn } from "@/lib/time/zones";

/** GET /api/health-reports/{monthly|migraines|mood|medications}: a PDF (Pro plan). */
export const GET = authedRoute(
  { params: { kind: REPORT_KIND_NAMES }, notFound: UNKNOWN_REPORT, requires: "pdf_reports" },
  async ({ user, params }) => {
    const kind = params.kind as ReportKind;
    // months of rows and a PDF: the long operations' pool and time limits (db/client.ts)
    const doc = await healthReportPdf(await getLongDb(), user, kind);
    return fileResponse(toWebStream(doc), {
      filename: `vitalog-${kind}-report-${localDateIn(user.time_zone)}.pdf`,
      type: "application/pdf",
    });
  },
);
