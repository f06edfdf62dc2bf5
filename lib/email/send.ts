/**
 * Outgoing mail. With SMTP_URL set it goes through that server; without it each message is
 * written as an .eml file under .data/outbox/ and its path logged, so development needs no
 * mail server and every link can still be followed. In production nothing is written to
 * local disk (serverless and container disks are not kept): without SMTP_URL a message is
 * not sent, only logged (no address, subject or body: they may hold health data); start warns.
 */

import "server-only";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
};

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

export async function sendEmail(email: Email): Promise<{ messageId: string; file?: string }> {
  const { SMTP_URL, EMAIL_FROM, OUTBOX_DIR } = env();
  const message = { from: EMAIL_FROM, ...email };
  if (SMTP_URL) {
    const info = await smtpTransport(SMTP_URL).sendMail(message);
    return { messageId: info.messageId };
  }
  if (env().NODE_ENV === "production") {
    log.warn("email not sent: SMTP_URL is not set");
    return { messageId: "" };
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  mkdirSync(OUTBOX_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const slug = email.subject.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 40);
  const file = path.resolve(OUTBOX_DIR, `${stamp}-${slug}.eml`);
  writeFileSync(file, info.message as Buffer);
  log.info("email written to outbox (SMTP_URL is not set)", { file });
  return { messageId: info.messageId, file };
}
