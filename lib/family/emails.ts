/** The family invitation's words. The link is built from APP_URL and carries the single-use token. */
import { env } from "@/lib/env";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function familyJoinUrl(token: string): string {
  return `${env().APP_URL}/family/join?token=${encodeURIComponent(token)}`;
}

export function familyInvitationEmail(ownerName: string, token: string) {
  const url = familyJoinUrl(token);
  const intro = `${ownerName} invites you to their family on vitalog: members have the Pro plan, paid by ${ownerName}.`;
  const privacy = "Joining shares nothing: each member chooses what the others may see.";
  const outro =
    "The link works once and expires in 7 days. Without a vitalog account, you can create one from the link. " +
    "If you don't know this person, ignore this message.";
  return {
    // a name is typed by the user: it stays in the body, where the HTML escapes it, never in the subject
    subject: "An invitation to a vitalog family",
    text: `${intro}\n\n${privacy}\n\nJoin the family: ${url}\n\n${outro}\n\n— vitalog`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(privacy)}</p>` +
      `<p><a href="${escapeHtml(url)}">Join the family</a></p><p>${escapeHtml(outro)}</p><p>— vitalog</p>`,
  };
}
