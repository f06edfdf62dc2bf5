/**
 * SMTP_URL, read once into the options the mail client is given (pure: read at start and by
 * the mailer). nodemailer is handed an object, never the URL: it parses query strings its own
 * way (a repeated key becomes a list, which reads as true; "00" reads as false), so a URL it
 * read differently from this check could turn TLS off. Anything that could be read two ways
 * is refused: an option given twice, one this file does not know, a value that is not plainly
 * true/false or a number, options that contradict each other or the scheme.
 *
 * In production the connection must be encrypted and verified: smtp: or smtps: only, STARTTLS
 * required on smtp:, and no ignoreTLS, requireTLS=false or tls.rejectUnauthorized=false.
 */
import type SMTPTransport from "nodemailer/lib/smtp-transport";

const BOOLEANS = new Set(["secure", "ignoreTLS", "requireTLS", "opportunisticTLS", "tls.rejectUnauthorized"]);
const NUMBERS = new Set(["connectionTimeout", "greetingTimeout", "socketTimeout", "dnsTimeout"]);
const TEXTS = new Set(["name", "tls.servername", "tls.minVersion"]);

export type SmtpRead = { options: SMTPTransport.Options } | { problem: string };

function value(key: string, text: string): boolean | number | string | { problem: string } {
  if (BOOLEANS.has(key)) {
    if (text === "true" || text === "1") return true;
    if (text === "false" || text === "0") return false;
    return { problem: `SMTP_URL option ${key} must be true or false` };
  }
  if (NUMBERS.has(key)) {
    if (/^\d{1,9}$/.test(text)) return Number(text);
    return { problem: `SMTP_URL option ${key} must be a whole number` };
  }
  if (TEXTS.has(key)) return text;
  return { problem: `SMTP_URL option ${key} is not one the app passes to the mail client` };
}

/** The mail client's options, or why this SMTP_URL is refused (in these words at start and in the log). */
export function readSmtpUrl(url: string, production: boolean): SmtpRead {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: "SMTP_URL is not a URL" };
  }
  const scheme = parsed.protocol;
  if (scheme !== "smtp:" && scheme !== "smtps:") return { problem: "SMTP_URL must start with smtp: or smtps:" };
  const given = new Map<string, boolean | number | string>();
  for (const [key, text] of parsed.searchParams) {
    if (given.has(key)) return { problem: `SMTP_URL sets ${key} more than once` };
    const read = value(key, text);
    if (typeof read === "object") return read;
    given.set(key, read);
  }
  const secure = scheme === "smtps:";
  if (given.has("secure") && given.get("secure") !== secure)
    return {
      problem: secure
        ? "SMTP_URL's secure=false contradicts its smtps: scheme"
        : "SMTP_URL's secure=true contradicts its smtp: scheme (use smtps:)",
    };
  if (given.get("ignoreTLS") === true) {
    for (const other of ["requireTLS", "opportunisticTLS"])
      if (given.get(other) === true) return { problem: `SMTP_URL sets both ignoreTLS and ${other}` };
  }
  if (production) {
    if (given.has("ignoreTLS"))
      return { problem: "SMTP_URL may not set ignoreTLS in production: mail must go over TLS" };
    if (given.get("requireTLS") === false)
      return { problem: "SMTP_URL may not set requireTLS=false in production: mail must go over TLS" };
    if (given.get("tls.rejectUnauthorized") === false)
      return {
        problem: "SMTP_URL may not set tls.rejectUnauthorized=false in production: the server's certificate is checked",
      };
  }

  const options: SMTPTransport.Options = { host: parsed.hostname.replace(/^\[(.*)\]$/, "$1") };
  if (parsed.port) options.port = Number(parsed.port);
  options.secure = secure;
  if (production && !secure) options.requireTLS = true;
  if (parsed.username || parsed.password)
    options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  const tls: Record<string, boolean | number | string> = {};
  for (const [key, read] of given) {
    if (key === "secure") continue;
    if (key.startsWith("tls.")) tls[key.slice(4)] = read;
    else (options as Record<string, unknown>)[key] = read;
  }
  if (Object.keys(tls).length > 0) options.tls = tls;
  return { options };
}

/**
 * The URL as the mail client will use it (the checked options, TLS required on smtp: in
 * production), or null when it is refused: the start-up check and tests read it.
 */
export function smtpTransportUrl(url: string, production: boolean): string | null {
  const read = readSmtpUrl(url, production);
  if ("problem" in read) return null;
  const canonical = new URL(url);
  if (read.options.requireTLS) canonical.searchParams.set("requireTLS", "true");
  return canonical.toString();
}

/** What a server says at start about its mail configuration, or null when all is well. */
export function smtpStartWarning(url: string | undefined, production: boolean): string | null {
  if (!url) return production ? "SMTP_URL is not set: emails are not sent, only logged" : null;
  const read = readSmtpUrl(url, production);
  return "problem" in read ? `${read.problem}: no email will be sent` : null;
}
