/**
 * The message that gives a doctor a provider link: whose data, until when, and the link; never
 * the PIN, which the patient passes on another way (by phone, say).
 */
import "server-only";
import { sendEmail } from "@/lib/email/send";
import { formatInstantDate } from "@/lib/time/format";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function shareEmailContent({
  patient,
  url,
  expiresAt,
  timeZone,
}: {
  patient: string;
  url: string;
  expiresAt: Date;
  timeZone: string;
}) {
  // a name is one line of a header and of the text
  const name = patient.replace(/[\r\n]+/g, " ");
  const until = formatInstantDate(expiresAt, timeZone);
  const intro = `${name} shared a read-only view of their health records in vitalog with you.`;
  const validity = `The link works until ${until}. ${name} can end it sooner at any time; each visit is shown to them.`;
  const pinNote = "If the page asks for a PIN, ask the patient for it: it is not sent by email.";
  const outro = "These are records the patient logged themselves; they are not a diagnosis.";
  return {
    // a name is typed by the user: it stays in the body, where the HTML escapes it, never in the subject
    subject: "Health records shared with you on vitalog",
    text: `${intro}\n\nOpen the dashboard: ${url}\n\n${validity}\n${pinNote}\n\n${outro}\n\n— vitalog`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">Open the dashboard</a></p>` +
      `<p>${escapeHtml(validity)}<br>${escapeHtml(pinNote)}</p>` +
      `<p style="color:#555">${escapeHtml(outro)}</p><p>— vitalog</p>`,
  };
}

export async function shareEmail(input: { to: string } & Parameters<typeof shareEmailContent>[0]): Promise<void> {
  const { to, ...content } = input;
  await sendEmail({ healthData: true, to, ...shareEmailContent(content) });
}
