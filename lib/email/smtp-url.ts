/** Which SMTP_URL can carry mail in production (pure: read at start and by the mailer). */

const truthy = (v: string | null) => v !== null && !["false", "0", ""].includes(v.trim().toLowerCase());

/**
 * The URL nodemailer is given. In production: STARTTLS required on `smtp:`, and null for a
 * URL that cannot guarantee an encrypted, verified connection (TLS ignored or not required,
 * certificates unchecked, a scheme other than smtp: or smtps:). Elsewhere the URL as given.
 */
export function smtpTransportUrl(url: string, production: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return production ? null : url;
  }
  if (!production) return url;
  const q = parsed.searchParams;
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") return null;
  if (truthy(q.get("ignoreTLS"))) return null;
  if (q.has("requireTLS") && !truthy(q.get("requireTLS"))) return null;
  if (q.has("tls.rejectUnauthorized") && !truthy(q.get("tls.rejectUnauthorized"))) return null;
  if (parsed.protocol === "smtps:" && q.has("secure") && !truthy(q.get("secure"))) return null;
  q.set("requireTLS", "true");
  return parsed.toString();
}
