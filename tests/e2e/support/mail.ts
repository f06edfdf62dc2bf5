/** Reads the mails that the SMTP stand-in (tests/fakes/smtp-server.ts) received. */
import { expect } from "@playwright/test";
import { MAIL_HTTP_PORT } from "./ports";

type Mail = { to: string[]; subject: string; links: string[] };

async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Mail[];
}

/** The newest link to `path` (e.g. "/verify-email") mailed to `email`, waiting for it. */
export async function linkMailedTo(email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = mails
          .flatMap((m) => m.links)
          .filter((l) => new URL(l).pathname === path)
          .at(-1);
        return link;
      },
      { message: `a mail to ${email} with a ${path} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
