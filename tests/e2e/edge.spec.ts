/**
 * The production server at its edges (next start on PGlite, E2E_PORT+54 and +55): the
 * client's address is the socket's peer unless TRUSTED_PROXIES says which X-Forwarded-For
 * hop to believe, so a client cannot dodge the per-address login throttle by writing the
 * header (nor by forging the internal peer header); and a method a route file does not
 * export is answered 405 with a JSON detail and an Allow header, on every API route.
 */
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { HTTP_METHODS, ROUTES } from "../fuzz/support/routes";
import { appUrl, spawnApp, waitUntilUp, type AppServer } from "./support/app-server";
import { E2E_PORT } from "./support/ports";

const PORT_DIRECT = E2E_PORT + 54;
const PORT_PROXIED = E2E_PORT + 55;
const SECRET = "edge-e2e-secret-0123456789abcdef-not-for-production";

test.describe.configure({ mode: "serial" });

const servers: AppServer[] = [];

function start(port: number, extra: Record<string, string> = {}): AppServer {
  const dir = `.data/e2e-edge-${port}`;
  rmSync(dir, { recursive: true, force: true });
  const app = spawnApp(port, {
    AUTH_SECRET: SECRET,
    APP_URL: appUrl(port),
    ALLOW_EMBEDDED_DB: "1",
    PGLITE_DIR: dir,
    ...extra,
  });
  servers.push(app);
  return app;
}

let direct: AppServer;
let proxied: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  direct = start(PORT_DIRECT);
  proxied = start(PORT_PROXIED, { TRUSTED_PROXIES: "1" });
  await Promise.all([waitUntilUp(direct), waitUntilUp(proxied)]);
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function badLogin(base: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: "wrong-password" }),
  });
  await res.arrayBuffer();
  return res.status;
}

test("without TRUSTED_PROXIES, 40 bad logins that each name another X-Forwarded-For are throttled by address", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    statuses.push(
      await badLogin(direct.url, {
        "x-forwarded-for": `203.0.113.${i}`,
        "x-real-ip": `203.0.113.${i}`,
        // the internal header the server stamps with the socket's peer: a client's copy is dropped
        "x-vitalog-peer-address": `198.51.100.${i}`,
      }),
    );
  }
  // 20 failures per address within the window, then every attempt is refused
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
  expect(statuses.slice(20)).toEqual(Array(20).fill(429));
});

test("with TRUSTED_PROXIES=1, the hop the proxy appended is the client, whatever the client wrote before it", async () => {
  // 25 clients behind the proxy: none reaches the per-address limit
  for (let i = 0; i < 25; i++) {
    expect(await badLogin(proxied.url, { "x-forwarded-for": `203.0.113.${i}` })).toBe(401);
  }
  // one client, 20 failures, each with a different forged hop in front of the real one
  for (let i = 0; i < 20; i++) {
    expect(await badLogin(proxied.url, { "x-forwarded-for": `10.9.8.${i}, 198.51.100.7` })).toBe(401);
  }
  expect(await badLogin(proxied.url, { "x-forwarded-for": "198.51.100.7" })).toBe(429);
  expect(await badLogin(proxied.url, { "x-forwarded-for": "1.2.3.4, 198.51.100.7" })).toBe(429);
  // its neighbour is not throttled
  expect(await badLogin(proxied.url, { "x-forwarded-for": "198.51.100.8" })).toBe(401);
});

test("every API route answers a method it does not export with 405, a JSON detail and Allow", async () => {
  const checked: string[] = [];
  for (const [file, route] of Object.entries(ROUTES)) {
    const url = direct.url + route.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const exported = new Set(Object.keys(route.methods));
    const allowed = new Set([...exported, "OPTIONS", ...(exported.has("GET") ? ["HEAD"] : [])]);
    for (const method of HTTP_METHODS) {
      if (allowed.has(method)) continue;
      const res = await fetch(url, { method });
      const where = `${method} ${route.path} (${file})`;
      expect(res.status, where).toBe(405);
      expect(new Set(res.headers.get("allow")?.split(/,\s*/)), where).toEqual(allowed);
      expect(res.headers.get("cache-control"), where).toBe("no-store");
      if (method === "HEAD") continue; // no body, by definition
      expect(res.headers.get("content-type"), where).toBe("application/json");
      expect(await res.json(), where).toEqual({ detail: "Method not allowed." });
      checked.push(where);
    }
  }
  expect(Object.keys(ROUTES).length).toBeGreaterThan(40);
  expect(checked.length).toBeGreaterThan(150);
});
