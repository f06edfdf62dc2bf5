/**
 * Auth.js's own endpoints (/api/auth/*) called through the real route handlers with a real
 * session cookie: they honour the session row as every other way in does (a logged-out,
 * deleted or idle session reads as no user and its cookie is cleared, not renewed), sign-out
 * deletes the row, the session JSON never carries the row's id, and hostile input is never
 * a 500 nor a redirect to another site.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { DELETE as deleteAccount } from "@/app/api/delete-account/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { SESSION_COOKIE } from "@/lib/identity/sign-in/request-user";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";

const ORIGIN = "http://localhost:3000";
const EVIL = "http://127.0.0.1:3600.evil.example/";

function authRequest(path: string, init: { method?: string; cookie?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: string | undefined;
  if (init.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  return new NextRequest(new URL(path, ORIGIN), { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

async function getSession(cookie: string) {
  const res = await authGet(authRequest("/api/auth/session", { cookie }));
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> | null, res };
}

/** The Set-Cookie lines for the session cookie: cleared (empty, expired) or renewed. */
function sessionCookieSet(res: Response): "cleared" | "renewed" | "none" {
  const lines = res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (lines.length === 0) return "none";
  return lines.every((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))
    ? "cleared"
    : "renewed";
}

async function csrf(cookie = "") {
  const res = await authGet(authRequest("/api/auth/csrf", { cookie }));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const csrfCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("authjs.csrf-token="))!;
  return { csrfToken, csrfCookie };
}

async function sessionRow(sid: string) {
  return (await getDb()).select().from(t.authTokens).where(eq(t.authTokens.id, sid));
}

describe("GET /api/auth/session", () => {
  it("with a live session answers the user's name and email, never the session id", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const session = await getSession(cookie);
    expect(session.status).toBe(200);
    expect(session.body?.user).toMatchObject({ email: user.email });
    expect(session.text).not.toContain(sid);
    expect(session.body).not.toHaveProperty("sid");
  });

  it("after /api/logout answers no user and clears the cookie instead of renewing it", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    expect((await call(logout, { method: "POST", headers: { cookie, origin: ORIGIN } })).status).toBe(200);
    const session = await getSession(cookie);
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
    expect(session.text).not.toContain(user.email);
    expect(sessionCookieSet(session.res)).toBe("cleared");
  });

  it("after account deletion answers no user and clears the cookie", async () => {
    const { user } = await registerUser({ name: "Deleted Person" });
    const { cookie } = await sessionCookieFor(user.id);
    const deletion = await call(deleteAccount, {
      method: "DELETE",
      headers: { cookie, origin: ORIGIN },
      body: { current_password: "correct-horse" },
    });
    expect(deletion.status).toBe(200);
    const session = await getSession(cookie);
    expect(session.body).toBeNull();
    expect(session.text).not.toContain("Deleted Person");
    expect(session.text).not.toContain(user.email);
    expect(sessionCookieSet(session.res)).toBe("cleared");
  });

  it("does not keep an idle session alive: neither answers it nor records a use", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const idleSince = new Date(Date.now() - 31 * 60_000);
    await (await getDb()).update(t.authTokens).set({ last_used_at: idleSince }).where(eq(t.authTokens.id, sid));
    const session = await getSession(cookie);
    expect(session.body).toBeNull();
    expect(sessionCookieSet(session.res)).toBe("cleared");
    expect((await sessionRow(sid))[0]?.last_used_at.getTime()).toBe(idleSince.getTime());
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
  });
});

describe("POST /api/auth/signout", () => {
  it("deletes the session row: the old cookie no longer reads /api/me", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const other = await sessionCookieFor(user.id);
    const { csrfToken, csrfCookie } = await csrf(cookie);
    const res = await authPost(
      authRequest("/api/auth/signout", { cookie: `${cookie}; ${csrfCookie}`, form: { csrfToken } }),
    );
    expect(res.status).toBeLessThan(400);
    expect(sessionCookieSet(res)).toBe("cleared");
    expect(await sessionRow(sid)).toEqual([]);
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
    // only that session
    expect((await call(me, { headers: { cookie: other.cookie } })).status).toBe(200);
  });

  it("without the CSRF token changes nothing", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const res = await authPost(authRequest("/api/auth/signout", { cookie, form: { csrfToken: "forged" } }));
    expect(res.status).toBeLessThan(500);
    expect(await sessionRow(sid)).toHaveLength(1);
  });
});

describe("hostile input", () => {
  function expectSafe(res: Response, what: string) {
    expect(res.status, what).toBeLessThan(500);
    const location = res.headers.get("location");
    if (location) expect(new URL(location, ORIGIN).origin, `${what}: redirect target`).toBe(ORIGIN);
  }

  it("a malformed callbackUrl on sign-in redirects to /login", async () => {
    const res = await authGet(authRequest(`/api/auth/signin?callbackUrl=${encodeURIComponent(EVIL)}`));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, ORIGIN).pathname).toBe("/login");
  });

  it("no endpoint answers a 500 or sends the browser to another site", async () => {
    const evil = encodeURIComponent(EVIL);
    const cases: [string, Request][] = [
      [
        "signin, off-site callbackUrl",
        authRequest(`/api/auth/signin?callbackUrl=${encodeURIComponent("https://evil.example/")}`),
      ],
      ["signin, scheme-relative", authRequest(`/api/auth/signin?callbackUrl=${encodeURIComponent("//evil.example/")}`)],
      ["signout page", authRequest(`/api/auth/signout?callbackUrl=${evil}`)],
      ["csrf", authRequest(`/api/auth/csrf?callbackUrl=${evil}`)],
      ["session", authRequest(`/api/auth/session?callbackUrl=${evil}`)],
      ["providers", authRequest(`/api/auth/providers?callbackUrl=${evil}`)],
      ["error page", authRequest("/api/auth/error?error=Configuration")],
      ["callback-url cookie", authRequest("/api/auth/session", { cookie: `authjs.callback-url=${evil}` })],
      ["secure callback-url cookie", authRequest("/api/auth/csrf", { cookie: `__Secure-authjs.callback-url=${evil}` })],
      ["unknown action", authRequest("/api/auth/nope")],
      ["credentials callback by GET", authRequest(`/api/auth/callback/credentials?callbackUrl=${evil}`)],
      ["signout post", authRequest("/api/auth/signout", { form: { csrfToken: "x", callbackUrl: EVIL } })],
      ["signin post", authRequest("/api/auth/signin/credentials", { form: { csrfToken: "x", callbackUrl: EVIL } })],
      [
        "credentials callback post",
        authRequest("/api/auth/callback/credentials", { form: { email: "a@b.c", password: "x", callbackUrl: EVIL } }),
      ],
      ["session post", authRequest("/api/auth/session", { form: { csrfToken: "x" } })],
    ];
    for (const [what, req] of cases) {
      const res = await (req.method === "GET" ? authGet : authPost)(req as NextRequest);
      expectSafe(res, what);
    }
  });

  it("a callback-url cookie that is not valid percent-encoding reads as no cookie: the session still answers", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    const plain = await getSession(cookie);
    for (const bad of ["%", "%2", "%E0%A4%A", "/%zz"]) {
      for (const name of ["authjs.callback-url", "__Secure-authjs.callback-url"]) {
        const signedOut = await getSession(`${name}=${bad}`);
        expect(signedOut.status, `${name}=${bad}`).toBe(200);
        expect(signedOut.body).toBeNull();
        const signedIn = await getSession(`${cookie}; ${name}=${bad}`);
        expect(signedIn.status, `${name}=${bad} with a session`).toBe(200);
        expect(signedIn.body?.user).toEqual(plain.body?.user);
      }
    }
  });

  it("a signout with a valid CSRF token and a malformed callbackUrl still signs out, to this site", async () => {
    const { user } = await registerUser();
    const { cookie, sid } = await sessionCookieFor(user.id);
    const { csrfToken, csrfCookie } = await csrf(cookie);
    const res = await authPost(
      authRequest("/api/auth/signout", { cookie: `${cookie}; ${csrfCookie}`, form: { csrfToken, callbackUrl: EVIL } }),
    );
    expectSafe(res, "signout");
    expect(await sessionRow(sid)).toEqual([]);
  });
});
