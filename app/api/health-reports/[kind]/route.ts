import { getLongDb } from "@/db/client";
import { route } from "@/lib/api/handler";
import { fileResponse } from "@/lib/data-transfer/export/response";
import { toWebStream } from "@/lib/reports/pdf-doc";
import type { ReportKind } from "@/lib/reports/schema";
import { healthReportPdf } from "@/lib/reports/service";
import { localDateIn } from "@/lib/time/zones";
import { reportsEndpoints } from "@/lib/openapi/paths/reports";

/** GET /api/health-reports/{monthly|migraines|mood|medications}: a PDF (Pro plan). */
export const GET = route(reportsEndpoints.healthReport, async ({ user, params }) => {
  const kind = params.kind as ReportKind;
  // months of rows and a PDF: the long operations' pool and time limits (db/client.ts)
  const doc = await healthReportPdf(await getLongDb(), user, kind);
  return fileResponse(toWebStream(doc), {
    filename: `vitalog-${kind}-report-${localDateIn(user.time_zone)}.pdf`,
    type: "application/pdf",
  });
});
