import { recordAccountEvent } from "@/lib/identity/activity";
import { getLongDb } from "@/db/client";
import { route } from "@/lib/api/handler";
import { fhirBundle } from "@/lib/data-transfer/export/fhir/bundle";
import { fhirResponse, fileResponse } from "@/lib/data-transfer/export/response";
import { csvExportStream, pdfExportStream } from "@/lib/data-transfer/export/service";
import { toWebStream } from "@/lib/reports/pdf-doc";
import { medicalReportPdf } from "@/lib/reports/service";
import { localDateIn } from "@/lib/time/zones";
import { dataTransferEndpoints } from "@/lib/openapi/paths/data-transfer";

/** GET /api/export/data?format=csv|pdf|medical|fhir[&days=90]: a streamed file (the FHIR bundle as JSON). */
export const GET = route(dataTransferEndpoints.exportData, async ({ db: requestDb, user, query, req, ip }) => {
  const today = localDateIn(user.time_zone);
  await recordAccountEvent(requestDb, {
    userId: user.id,
    kind: "data_exported",
    ip,
    userAgent: req.headers.get("user-agent"),
    detail: query.format === "medical" ? { format: query.format, days: query.days } : { format: query.format },
  });
  // a whole account's rows: the long operations' pool and time limits (db/client.ts)
  const db = await getLongDb();
  if (query.format === "csv")
    return fileResponse(csvExportStream(db, user.id), {
      filename: `vitalog-health-data-${today}.zip`,
      type: "application/zip",
    });
  if (query.format === "pdf")
    return fileResponse(await pdfExportStream(db, user), {
      filename: `vitalog-health-data-${today}.pdf`,
      type: "application/pdf",
    });
  if (query.format === "fhir") return fhirResponse(await fhirBundle(db, user.id), `vitalog-fhir-${today}.json`);
  const { doc } = await medicalReportPdf(db, user, { days: query.days });
  return fileResponse(toWebStream(doc), {
    filename: `vitalog-medical-report-${today}.pdf`,
    type: "application/pdf",
  });
});
