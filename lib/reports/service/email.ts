/**
 * Emails the medical report PDF to a healthcare provider. Each send is recorded (who, to
 * whom, when, which report and period; never the health data), and a user may send at
 * most SENDS_PER_HOUR in any hour.
 */
import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { reportEmails } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { EMAIL_NOT_SENT, MailNeedsTlsError, REPORT_NEEDS_TLS, sendEmail } from "@/lib/email/send";
import { describeError, log } from "@/lib/log";
import { formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";
import type { ReportEmailInput } from "../schema";
import { medicalReportPdf } from "./medical-report";

export const SENDS_PER_HOUR = 5;

export type ReportSend = { to: string; report: string; days: number; sent_at: Date };

async function pdfBuffer(doc: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function listReportSends(
  db: Db,
  { userId, limit = 10 }: { userId: string; limit?: number },
): Promise<ReportSend[]> {
  return db
    .select({
      to: reportEmails.recipient,
      report: reportEmails.report,
      days: reportEmails.period_days,
      sent_at: reportEmails.sent_at,
    })
    .from(reportEmails)
    .where(eq(reportEmails.user_id, userId))
    .orderBy(desc(reportEmails.sent_at))
    .limit(limit);
}

export async function emailMedicalReport(
  db: Db,
  user: SignedInUser,
  input: ReportEmailInput,
  now = new Date(),
): Promise<ReportSend> {
  // record first, then count: two requests at once cannot both slip under the limit
  const [send] = await db
    .insert(reportEmails)
    .values({
      user_id: user.id,
      recipient: input.provider_email,
      report: "medical",
      period_days: input.days,
      sent_at: now,
    })
    .returning({ id: reportEmails.id });
  const forget = () => db.delete(reportEmails).where(eq(reportEmails.id, send!.id));
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const recent = await db
    .select({ id: reportEmails.id })
    .from(reportEmails)
    .where(and(eq(reportEmails.user_id, user.id), gt(reportEmails.sent_at, hourAgo)));
  if (recent.length > SENDS_PER_HOUR) {
    await forget();
    throw new ApiError(429, `You can email at most ${SENDS_PER_HOUR} reports an hour. Please try again later.`);
  }
  try {
    const { doc, data } = await medicalReportPdf(db, user, { days: input.days, now });
    const pdf = await pdfBuffer(doc);
    const period = `${formatShortDate(data.start)} - ${formatShortDate(data.end)}`;
    const name = user.name.replace(/[\r\n]+/g, " ");
    const lines = [
      `${name} (${user.email}) shared a medical report from vitalog with you.`,
      `Period: ${period} (${data.days} days). The report is attached as a PDF.`,
    ];
    if (input.message) lines.push("", `Message from ${name}:`, input.message);
    lines.push("", "This report was generated from data the patient logged themselves; it is not a diagnosis.");
    await sendEmail({
      healthData: true,
      to: input.provider_email,
      subject: `Medical report for ${name} (${period})`,
      text: lines.join("\n"),
      attachments: [
        {
          filename: `medical-report-${localDateIn(user.time_zone, now)}.pdf`,
          content: pdf,
          contentType: "application/pdf",
        },
      ],
    }).catch((err: unknown) => {
      if (err instanceof MailNeedsTlsError) throw new ApiError(503, REPORT_NEEDS_TLS);
      log.error("report email not sent", { error: describeError(err) });
      throw new ApiError(502, EMAIL_NOT_SENT);
    });
  } catch (err) {
    await forget(); // not sent: not counted, not listed
    throw err;
  }
  return { to: input.provider_email, report: "medical", days: input.days, sent_at: now };
}
