/**
 * The SMTP stand-in as a process, for Playwright: SMTP on SMTP_PORT, and an HTTP endpoint
 * on HTTP_PORT where tests read what arrived: GET /messages?to=a@b.c → [{subject, links}].
 */
import http from "node:http";
import { linksIn, startFakeSmtp } from "./smtp";

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2526);
const smtp = await startFakeSmtp(smtpPort);

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${httpPort}`);
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = smtp.messages
      .filter((m) => !to || m.to.includes(to))
      .map((m) => ({ to: m.to, subject: m.subject, links: linksIn(m) }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(found));
  })
  .listen(httpPort, "127.0.0.1", () => {
    console.log(`fake SMTP on ${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`);
  });
