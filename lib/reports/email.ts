/**
 * Emails the medical report PDF to a healthcare provider. Each send is recorded (who, to
 * whom, when, which report and period; never the health data), and a user may send at
 * most SENDS_PER_HOUR in any hour.
 *
 * The frozen schema has no table for this log. Until a `report_emails` table exists (see
 * the README), a send is kept as a `user_tokens` row with purpose "report_email:medical:<days>",
 * the recipient in `email`, `used_at` set and the hash of a random value nobody holds, so it
 * can never be redeemed as a link: every link lookup matches its own purpose.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, like } from "drizzle-orm";
import type { Db } from "@/db/client";
import { userTokens } from "@/db/schema";
import type { SignedInUser } from "@/lib/account/sessions";
import { ApiError } from "@/lib/api/errors";
import { hashToken } from "@/lib/auth/tokens";
import { sendEmail } from "@/lib/email/send";
import { medicalReportPdf } from "@/lib/export/medical-pdf";
import type { ReportEmailInput } from "@/lib/export/schema";
import { formatShortDate } from "@/lib/health/display";
import { describeError, log } from "@/lib/log";
import { localDateIn } from "@/lib/time/dates";

export const SENDS_PER_HOUR = 5;
export const SEND_FAILED = "The email could not be sent. Please try again in a moment.";
const PURPOSE = "report_email";
const KEEP_MS = 365 * 24 * 3600 * 1000;

export type ReportSend = { to: string; report: string; days: number; sent_at: Date };

async function pdfBuffer(doc: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function listReportSends(db: Db, { userId, limit = 10 }: { userId: string; limit?: number }): Promise<ReportSend[]> {
  const rows = await db
    .select({ email: userTokens.email, purpose: userTokens.purpose, created_at: userTokens.created_at })
    .from(userTokens)
    .where(and(eq(userTokens.user_id, userId), like(userTokens.purpose, `${PURPOSE}:%`)))
    .orderBy(desc(userTokens.created_at))
    .limit(limit);
  return rows.map((r) => {
    const [, report = "medical", days = "90"] = r.purpose.split(":");
    return { to: r.email, report, days: Number(days), sent_at: r.created_at };
  });
}

export async function emailMedicalReport(db: Db, user: SignedInUser, input: ReportEmailInput, now = new Date()): Promise<ReportSend> {
  // record first, then count: two requests at once cannot both slip under the limit
  const [send] = await db
    .insert(userTokens)
    .values({
      user_id: user.id,
      purpose: `${PURPOSE}:medical:${input.days}`,
      email: input.provider_email,
      token_hash: hashToken(randomBytes(32).toString("hex")),
      expires_at: new Date(now.getTime() + KEEP_MS),
      used_at: now,
      created_at: now,
    })
    .returning({ id: userTokens.id });
  const forget = () => db.delete(userTokens).where(eq(userTokens.id, send!.id));
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const recent = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(and(eq(userTokens.user_id, user.id), like(userTokens.purpose, `${PURPOSE}:%`), gt(userTokens.created_at, hourAgo)));
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
      to: input.provider_email,
      subject: `Medical report for ${name} (${period})`,
      text: lines.join("\n"),
      attachments: [{ filename: `medical-report-${localDateIn(user.time_zone, now)}.pdf`, content: pdf, contentType: "application/pdf" }],
    }).catch((err: unknown) => {
      log.error("report email not sent", { error: describeError(err) });
      throw new ApiError(502, SEND_FAILED);
    });
  } catch (err) {
    await forget(); // not sent: not counted, not listed
    throw err;
  }
  return { to: input.provider_email, report: "medical", days: input.days, sent_at: now };
}
