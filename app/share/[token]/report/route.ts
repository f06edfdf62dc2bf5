import { fileResponse } from "@/lib/data-transfer/export/response";
import { toWebStream } from "@/lib/reports/pdf-doc";
import { PERIOD_DAYS } from "@/lib/reports/schema";
import { medicalReportPdf } from "@/lib/reports/service";
import { shareDownload } from "@/lib/shares/download";
import { localDateIn } from "@/lib/time/zones";

/** The medical report PDF of a provider link, over the last 90 days, with the shared areas only. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareDownload(req, (await params).token, "report_pdf", async (db, owner, share) => {
    const { doc } = await medicalReportPdf(db, owner, { days: PERIOD_DAYS.default, areas: share.areas });
    return fileResponse(toWebStream(doc), {
      filename: `medical-report-${localDateIn(owner.time_zone)}.pdf`,
      type: "application/pdf",
    });
  });
}
