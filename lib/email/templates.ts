/** The words of each message we send. Links are always built from APP_URL. */
import { env } from "@/lib/env";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function linkMail(intro: string, action: string, url: string, outro: string) {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— vitalog`;
  const html =
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(outro)}</p><p>— vitalog</p>`;
  return { text, html };
}

export function verificationEmail(name: string, token: string) {
  const url = `${env().APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    url,
    subject: "Verify your email for vitalog",
    ...linkMail(
      `Hi ${name}, please confirm that this is your email address.`,
      "Verify my email",
      url,
      "The link is valid for 7 days. If you did not create a vitalog account, you can ignore this message.",
    ),
  };
}

export function passwordResetEmail(name: string, token: string) {
  const url = `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    url,
    subject: "Reset your vitalog password",
    ...linkMail(
      `Hi ${name}, someone asked to reset the password of your vitalog account.`,
      "Choose a new password",
      url,
      "The link works once and expires in 1 hour. A new password signs out every device and revokes every " +
        "personal access token of the account. " +
        "If you did not ask for it, ignore this message: your password stays the same.",
    ),
  };
}

/** To the address an account left: the change, and the link that undoes it (not the new address). */
export function emailChangedEmail(name: string, token: string) {
  const url = `${env().APP_URL}/revert-email?token=${encodeURIComponent(token)}`;
  return {
    url,
    subject: "Your vitalog email address was changed",
    ...linkMail(
      `Hi ${name}, the email address of your vitalog account was changed from this one to another. ` +
        "If you made this change, you can ignore this message.",
      "This was not me: restore this address",
      url,
      "The link works once, for 7 days. It gives the account this address back, signs out every device and " +
        "revokes every personal access token; then choose a new password.",
    ),
  };
}
