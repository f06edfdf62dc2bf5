import { authedRoute } from "@/lib/api/handler";
import { assertCan } from "@/lib/billing/entitlements";
import { csvExportStream } from "@/lib/export/csv-export";
import { medicalReportPdf } from "@/lib/export/medical-pdf";
import { toWebStream } from "@/lib/export/pdf-doc";
import { pdfExportStream } from "@/lib/export/pdf-export";
import { fileResponse } from "@/lib/export/response";
import { exportQuerySchema } from "@/lib/export/schema";
import { localDateIn } from "@/lib/time/zones";

/** GET /api/export/data?format=csv|pdf|medical[&days=90]: a streamed file. */
export const GET = authedRoute({ query: exportQuerySchema }, async ({ db, user, query }) => {
  const today = localDateIn(user.time_zone);
  if (query.format === "csv") {
    assertCan(user, "csv_export");
    return fileResponse(csvExportStream(db, user.id), {
      filename: `vitalog-health-data-${today}.zip`,
      type: "application/zip",
    });
  }
  if (query.format === "pdf") {
    return fileResponse(await pdfExportStream(db, user), {
      filename: `vitalog-health-data-${today}.pdf`,
      type: "application/pdf",
    });
  }
  assertCan(user, "medical_report");
  const { doc } = await medicalReportPdf(db, user, { days: query.days });
  return fileResponse(toWebStream(doc), { filename: `vitalog-medical-report-${today}.pdf`, type: "application/pdf" });
});
