/**
 * Outgoing mail. With SMTP_URL set it goes through that server; without it each message is
 * written as an .eml file under .data/outbox/ and its path logged, so development needs no
 * mail server and every link can still be followed. In production nothing is written to
 * local disk (serverless and container disks are not kept): without SMTP_URL a message is
 * not sent, only logged (no address, subject or body: they may hold health data); start warns.
 *
 * In production every message goes to the SMTP server over TLS: `smtps:` (TLS from the
 * first byte) or `smtp:` with STARTTLS required (nodemailer's `requireTLS`), the server's
 * certificate verified. A configuration that cannot guarantee it (TLS turned off or left
 * unchecked in SMTP_URL, another scheme, an option that could be read two ways: smtp-url.ts)
 * sends nothing, nor does a server that offers no STARTTLS: the message would cross the
 * network in the clear. This holds for account mails (their links sign a person in) as much
 * as for the medical report.
 */

import "server-only";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { ApiError } from "@/lib/errors/api-error";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { readSmtpUrl, smtpTransportUrl } from "./smtp-url";

export { smtpTransportUrl };

export type Email = {
  /** The message carries health data: with no mail server in production it is refused, not dropped. */
  healthData?: boolean;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
};

export const EMAIL_NOT_SENT = "The email could not be sent. Please try again in a moment.";

/** The mail server could not be reached or refused the message: a 502 the user can act on. */
export class EmailNotSentError extends ApiError {
  constructor(cause: unknown) {
    super(502, EMAIL_NOT_SENT);
    this.name = "EmailNotSentError";
    this.cause = cause;
  }
}

export const MAIL_NEEDS_TLS =
  "Sending email needs an encrypted connection to the mail server (SMTP_URL with smtps: or STARTTLS).";
export const REPORT_NEEDS_TLS =
  "Emailing the report needs an encrypted connection to the mail server (SMTP_URL with smtps: or STARTTLS).";

/** The configuration cannot guarantee TLS to the mail server (production): nothing was sent. */
export class MailNeedsTlsError extends ApiError {
  constructor(cause?: unknown) {
    super(503, MAIL_NEEDS_TLS);
    this.name = "MailNeedsTlsError";
    this.cause = cause;
  }
}

/**
 * nodemailer waits 2 min to connect, 30 s for the greeting and 10 min on a silent socket:
 * a request would hang that long on a mail server that stopped answering. Shorter defaults,
 * unless SMTP_URL sets its own (`?connectionTimeout=...`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 20_000 };

let smtp: { url: string; production: boolean; transport: Transporter } | undefined;

/** The transport of this SMTP_URL, made from the options it was checked into (readSmtpUrl). */
function smtpTransport(url: string, production: boolean, options: SMTPTransport.Options): Transporter {
  if (smtp?.url !== url || smtp.production !== production) {
    smtp = { url, production, transport: nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...options }) };
  }
  return smtp.transport;
}

export async function sendEmail({ healthData, ...email }: Email): Promise<{ messageId: string; file?: string }> {
  const { SMTP_URL, EMAIL_FROM, OUTBOX_DIR, NODE_ENV } = env();
  const production = NODE_ENV === "production";
  const message = { from: EMAIL_FROM, ...email };
  if (SMTP_URL) {
    const read = readSmtpUrl(SMTP_URL, production);
    if ("problem" in read) {
      log.error(`email not sent: ${read.problem}`);
      // an SMTP_URL that can be read two ways cannot guarantee TLS either
      if (production) throw new MailNeedsTlsError();
      throw new EmailNotSentError(new Error(read.problem));
    }
    try {
      const info = await smtpTransport(SMTP_URL, production, read.options).sendMail(message);
      return { messageId: info.messageId };
    } catch (err) {
      // no STARTTLS offered, or a certificate that does not verify: configuration, not a moment's failure
      if (production && (err as { code?: unknown }).code === "ETLS") {
        log.error("email not sent: no TLS to the mail server", { error: describeError(err) });
        throw new MailNeedsTlsError(err);
      }
      throw new EmailNotSentError(err);
    }
  }
  if (production) {
    log.warn("email not sent: SMTP_URL is not set");
    if (healthData) throw new MailNeedsTlsError();
    return { messageId: "" };
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  mkdirSync(OUTBOX_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const slug = email.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40);
  const file = path.resolve(OUTBOX_DIR, `${stamp}-${slug}.eml`);
  writeFileSync(file, info.message as Buffer);
  log.info("email written to outbox (SMTP_URL is not set)", { file });
  return { messageId: info.messageId, file };
}
