/**
 * Response headers: the security headers of every page and API answer (next.config.ts
 * headers(), built by lib/http/security-headers.ts), the nonce-based CSP that proxy.ts
 * sends with every page, and `Cache-Control: no-store` on everything under /api, error
 * answers included.
 */
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfig from "@/next.config";
import { config as proxyConfig, proxy } from "@/proxy";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { GET as exportData } from "@/app/api/export/data/route";
import { GET as listFood, POST as logFood } from "@/app/api/food-entries/route";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";
import { call, registerUser } from "../support/api";

type Rule = { source: string; headers: { key: string; value: string }[] };

const named = (list: { key: string; value: string }[]) =>
  Object.fromEntries(list.map((h) => [h.key.toLowerCase(), h.value]));

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(" ")];
      }),
  );
}

async function rules(): Promise<Rule[]> {
  return (await nextConfig.headers!()) as Rule[];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("securityHeaders()", () => {
  for (const production of [true, false]) {
    it(`${production ? "production" : "development"}: CSP, framing, sniffing, referrer`, () => {
      const h = named(securityHeaders(production));
      const csp = directives(h["content-security-policy"]!);
      expect(csp["default-src"]).toBe("'self'");
      expect(csp["frame-ancestors"]).toBe("'none'");
      expect(csp["object-src"]).toBe("'none'");
      expect(csp["base-uri"]).toBe("'none'");
      expect(csp["form-action"]).toBe("'self'");
      expect(csp["script-src"]!.split(" ")).not.toContain("*");
      expect(csp["script-src"]!.split(" ")).not.toContain("'unsafe-inline'");
      expect(Object.values(csp).join(" ")).not.toMatch(/(^|\s)(\*|https?:|data:\S*\*)(\s|$)/);
      expect(h["x-frame-options"]).toBe("DENY");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    });
  }

  it("production: HSTS for at least a year, no eval, no websocket sources", () => {
    const h = named(securityHeaders(true));
    const hsts = h["strict-transport-security"]!;
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
    const csp = directives(h["content-security-policy"]!);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["connect-src"]).toBe("'self'");
  });

  it("without a nonce (API answers, static files): scripts from our origin only", () => {
    const csp = directives(named(securityHeaders(true))["content-security-policy"]!);
    expect(csp["script-src"]).toBe("'self'");
  });

  it("development: no HSTS (localhost over http)", () => {
    expect(named(securityHeaders(false))["strict-transport-security"]).toBeUndefined();
  });
});

describe("the pages' CSP: a nonce per request, no inline script without it", () => {
  it("production: 'self', the nonce and 'strict-dynamic'; no 'unsafe-inline', no 'unsafe-eval'; base-uri 'none'", () => {
    const csp = directives(contentSecurityPolicy(true, "bm9uY2Ux"));
    expect(csp["script-src"]).toBe("'self' 'nonce-bm9uY2Ux' 'strict-dynamic'");
    expect(csp["base-uri"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(csp["frame-ancestors"]).toBe("'none'");
  });

  it("development: 'unsafe-eval' (React's error stacks), still no 'unsafe-inline'", () => {
    const sources = directives(contentSecurityPolicy(false, "bm9uY2Ux"))["script-src"]!.split(" ");
    expect(sources).toEqual(["'self'", "'nonce-bm9uY2Ux'", "'strict-dynamic'", "'unsafe-eval'"]);
  });

  it("proxy.ts: a fresh nonce on each page request, in the answer's CSP and in the request Next renders", () => {
    vi.stubEnv("NODE_ENV", "production");
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = proxy(
        new NextRequest("http://localhost:3000/food?date=2026-11-20", {
          headers: { "x-nonce": "forged", [PAGE_PATH_HEADER]: "/forged" },
        }),
      );
      const csp = res.headers.get("content-security-policy")!;
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toBe(contentSecurityPolicy(true, nonce));
      // NextResponse.next({ request: { headers } }) hands the request's new headers to Next
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      // the page-view audit line's path: ours, without the query string
      expect(res.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe("/food");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(20);
  });

  it("proxy.ts runs for pages, not for the API, static files or prefetches", () => {
    const matches = (url: string, headers?: Record<string, string>) =>
      unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers });
    for (const page of ["/", "/login", "/food", "/settings", "/health?tab=vitals", "/no-such-page"]) {
      expect(matches(page), page).toBe(true);
    }
    for (const other of ["/api/me", "/api/auth/session", "/_next/static/chunks/app.js", "/favicon.ico", "/icon.svg"]) {
      expect(matches(other), other).toBe(false);
    }
    expect(matches("/food", { "next-router-prefetch": "1" })).toBe(false);
  });
});

describe("next.config.ts headers()", () => {
  it("every path gets the security headers of the environment it runs in", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const prod = (await rules()).find((r) => r.source === "/:path*");
    expect(prod?.headers).toEqual(securityHeaders(true));
    vi.stubEnv("NODE_ENV", "development");
    const dev = (await rules()).find((r) => r.source === "/:path*");
    expect(dev?.headers).toEqual(securityHeaders(false));
  });

  it("everything under /api is no-store", async () => {
    const api = (await rules()).find((r) => r.source === "/api/:path*");
    expect(named(api?.headers ?? [])["cache-control"]).toBe("no-store");
  });

  it("does not announce the framework", () => {
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});

describe("API answers carry no-store themselves (also behind a server that ignores next.config)", () => {
  it("success, created, validation error, unauthorized, throttled login and file download", async () => {
    const { token } = await registerUser();
    const answers = [
      await call(me, { token }),
      await call(listFood, { token }),
      await call(logFood, { token, body: { food_name: "Tea", calories: 2 } }),
      await call(logFood, { token, body: { food_name: "" } }),
      await call(logFood, { token, rawBody: "{not json" }),
      await call(me, {}),
      await call(login, { body: { email: "x@example.com", password: "y" } }),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), `status ${res.status}`).toBe("no-store");
    const url = new URL("/api/export/data?format=csv", "http://localhost:3000");
    const file = await exportData(new Request(url, { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({}),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    await file.arrayBuffer(); // read to the end: the zip is built as it streams
  });
});
