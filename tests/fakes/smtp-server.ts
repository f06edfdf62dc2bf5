/**
 * The SMTP stand-in as a process, for Playwright: SMTP on SMTP_PORT, and an HTTP endpoint
 * on HTTP_PORT where tests read what arrived: GET /messages?to=a@b.c → [{subject, links}].
 * With SMTP_TLS_DIR it offers STARTTLS with a certificate for 127.0.0.1 made at start
 * (`cert.pem` there, which the app trusts through NODE_EXTRA_CA_CERTS): a production build
 * sends mail over TLS only.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { linksIn, startFakeSmtp } from "./smtp";

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2526);

function selfSignedCertificate(dir: string): { key: string; cert: string } {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
}

const tlsDir = process.env.SMTP_TLS_DIR;
const smtp = await startFakeSmtp(smtpPort, tlsDir ? selfSignedCertificate(tlsDir) : undefined);

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
