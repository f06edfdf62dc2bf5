/**
 * A local Web Push service for the real `web-push` sender to talk to. It hands out browser
 * subscriptions as a browser would make them (a P-256 key pair and a 16-byte auth secret,
 * node:crypto), and for each POST to a subscription's endpoint it checks the VAPID
 * Authorization header (an ES256 JWT signed by the key in `k=`, `aud` this origin) and
 * decrypts the aes128gcm body with the subscription's private key (RFC 8291, RFC 8188),
 * keeping the plaintext. An endpoint can be told to answer another status (410, 404, 500).
 * HTTPS on 127.0.0.1 with a certificate made at start (web-push speaks https only): the
 * caller trusts `cert` (see tests/support/push.ts).
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export type ReceivedPush = {
  /** The subscription's id (the endpoint's last segment). */
  id: string;
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID claims and key the sender signed with. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2"],
        ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64u = (text: string) => Buffer.from(text, "base64url");
const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac("sha256", key);
  for (const d of data) h.update(d);
  return h.digest();
};

/** The JWT's claims when its ES256 signature verifies with `k`; else the reason it does not. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush["vapid"] | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) return "Authorization is not `vapid t=..., k=...`";
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) return "t is not a JWT";
  const header = JSON.parse(b64u(head).toString()) as { alg?: string; typ?: string };
  if (header.alg !== "ES256") return `alg is ${header.alg}, not ES256`;
  const point = b64u(k);
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, b64u(signature));
  if (!signed) return "the JWT's signature does not verify with k";
  const claims = JSON.parse(b64u(body).toString()) as { aud?: string; sub?: string; exp?: number };
  if (claims.aud !== origin) return `aud is ${claims.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return "exp is not within 24 hours";
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return "sub is not a mailto: or https: address";
  return { aud: claims.aud, sub: claims.sub!, exp: claims.exp, publicKey: k };
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), one record. */
export function decryptPush(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const browserPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(browser.auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.from("WebPush: info\0"), browserPublic, serverPublic, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startFakePushService() {
  const tls = selfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: { id: string; reason: string }[] = [];
  let origin = "";
  let connections = 0;

  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = (req.url ?? "").replace(/^\/push\//, "");
      const browser = browsers.get(id);
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ id, reason });
        res.writeHead(status).end(reason ?? "");
      };
      if (req.method !== "POST" || !browser) return answer(404, "no such subscription");
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === "string") return answer(403, vapid);
      if (req.headers["content-encoding"] !== "aes128gcm") return answer(400, "Content-Encoding is not aes128gcm");
      const status = answers.get(id);
      if (status) return answer(status);
      let text: string;
      try {
        text = decryptPush(Buffer.concat(chunks), browser);
      } catch (err) {
        return answer(400, `cannot decrypt: ${(err as Error).message}`);
      }
      received.push({
        id,
        text,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        vapid,
      });
      answer(201);
    });
  });
  // counted before TLS: a sender that must not connect at all is caught even when its handshake would fail
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    origin,
    port: Number(new URL(origin).port),
    cert: tls.cert,
    /** TCP connections opened to the stand-in so far. */
    get connections() {
      return connections;
    },
    received,
    refused,
    /** A new browser's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const id = randomBytes(12).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    /** From now on, this subscription's endpoint answers `status` (410: the browser unsubscribed). */
    answerWith(id: string, status: number) {
      answers.set(id, status);
    },
    messagesFor(id: string): ReceivedPush[] {
      return received.filter((m) => m.id === id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
