/**
 * GET /api/sessions lists the caller's live sessions and tokens; DELETE ends one of them or
 * every other one, and what ended stops working at once, cookie and token alike.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { GET as me } from "@/app/api/me/route";
import { DELETE as endAllOthers, GET as listSessions } from "@/app/api/sessions/route";
import { DELETE as endSession } from "@/app/api/sessions/[session_id]/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { hashToken } from "@/lib/identity/tokens";
import { call, registerUser } from "../../support/api";
import { sessionCookieFor } from "../../support/session-cookie";

const ORIGIN = "http://localhost:3000";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIELDS = ["created_at", "current", "device", "ip", "kind", "last_used_at", "session_id"];

type Listed = Record<string, unknown> & { session_id: string; kind: string; device: string; current: boolean };

async function signedIn() {
  const account = await registerUser();
  const app = await call(login, {
    body: { email: account.user.email, password: account.password },
    headers: { "user-agent": "curl/8.5.0" },
  });
  const browser = await sessionCookieFor(account.user.id);
  await (
    await getDb()
  )
    .update(t.authTokens)
    .set({ user_agent: CHROME_MAC, ip: "198.51.100.7" })
    .where(eq(t.authTokens.id, browser.sid));
  return { ...account, appToken: app.body.access_token as string, browser };
}

async function list(auth: { token?: string; headers?: Record<string, string> }) {
  const res = await call<Listed[]>(listSessions, auth);
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /api/sessions", () => {
  it("lists the caller's browser sessions and app tokens, marks the current one, and shows no secret", async () => {
    const s = await signedIn();
    const other = await registerUser();
    const sessions = await list({ token: s.token });
    expect(sessions).toHaveLength(3);
    for (const row of sessions) expect(Object.keys(row).sort()).toEqual(FIELDS);
    const browser = sessions.find((r) => r.session_id === s.browser.sid)!;
    expect(browser).toMatchObject({ kind: "browser", device: "Chrome on macOS", ip: "198.51.100.7", current: false });
    expect(sessions.filter((r) => r.kind === "app")).toHaveLength(2);
    expect(sessions.filter((r) => r.current)).toHaveLength(1);
    expect(sessions.find((r) => r.current)!.kind).toBe("app");
    const text = JSON.stringify(sessions);
    expect(text).not.toContain(s.token);
    expect(text).not.toContain(s.appToken);
    const hashes = await (
      await getDb()
    )
      .select({ h: t.authTokens.token_hash })
      .from(t.authTokens)
      .where(eq(t.authTokens.user_id, s.user.id));
    for (const { h } of hashes) if (h) expect(text).not.toContain(h);
    // another user's sign-ins are not listed
    const theirs = await list({ token: other.token });
    expect(theirs.map((r) => r.session_id)).not.toContain(s.browser.sid);
    expect(theirs).toHaveLength(1);
  });

  it("marks the browser session as current when called with its cookie", async () => {
    const s = await signedIn();
    const sessions = await list({ headers: { cookie: s.browser.cookie } });
    expect(sessions.find((r) => r.current)?.session_id).toBe(s.browser.sid);
  });

  it("leaves out ended sessions: idle and expired", async () => {
    const s = await signedIn();
    const db = await getDb();
    const idle = await sessionCookieFor(s.user.id);
    await db
      .update(t.authTokens)
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.authTokens.id, idle.sid));
    const expired = await sessionCookieFor(s.user.id);
    await db
      .update(t.authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(t.authTokens.id, expired.sid));
    const ids = (await list({ token: s.token })).map((r) => r.session_id);
    expect(ids).toContain(s.browser.sid);
    expect(ids).not.toContain(idle.sid);
    expect(ids).not.toContain(expired.sid);
  });

  it("needs a sign-in", async () => {
    expect((await call(listSessions, {})).status).toBe(401);
  });
});

describe("DELETE /api/sessions/{session_id}", () => {
  it("ends another browser session and an app token: their cookie and token stop working at once", async () => {
    const s = await signedIn();
    const auth = { headers: { cookie: s.browser.cookie, origin: ORIGIN } };
    const [appRow] = await (
      await getDb()
    )
      .select({ id: t.authTokens.id })
      .from(t.authTokens)
      .where(eq(t.authTokens.token_hash, hashToken(s.appToken)));
    expect((await list(auth)).map((r) => r.session_id)).toContain(appRow!.id);
    expect((await call(me, { token: s.appToken })).status).toBe(200);

    // from the browser: end the app's token
    const ended = await call(endSession, { method: "DELETE", params: { session_id: appRow!.id }, ...auth });
    expect(ended.status).toBe(200);
    expect(ended.body.detail).toBe("Session ended.");
    expect((await call(me, { token: s.appToken })).status).toBe(401);
    expect((await call(me, { token: s.token })).status).toBe(200);

    // from a token: end the browser session
    const res = await call(endSession, { method: "DELETE", token: s.token, params: { session_id: s.browser.sid } });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: { cookie: s.browser.cookie } })).status).toBe(401);
    expect((await call(me, { token: s.token })).status).toBe(200);
    // what ended is not listed any more
    expect((await list({ token: s.token })).map((r) => r.session_id)).toHaveLength(1);

    const events = await (
      await getDb()
    )
      .select()
      .from(t.accountEvents)
      .where(and(eq(t.accountEvents.user_id, s.user.id), eq(t.accountEvents.kind, "session_ended")));
    expect(events).toHaveLength(2);
  });

  it("answers 404 for another user's session, a missing id and a malformed one, and ends nothing", async () => {
    const s = await signedIn();
    const intruder = await registerUser();
    for (const session_id of [s.browser.sid, "7f0c2b4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f", "not-a-uuid", "1 or 1=1"]) {
      const res = await call(endSession, { method: "DELETE", token: intruder.token, params: { session_id } });
      expect(res.status, session_id).toBe(404);
      expect(res.body).toEqual({ detail: "Session not found." });
    }
    expect((await call(me, { headers: { cookie: s.browser.cookie } })).status).toBe(200);
  });
});

describe("DELETE /api/sessions", () => {
  it("ends every other session and token, keeps the current one", async () => {
    const s = await signedIn();
    const auth = { headers: { cookie: s.browser.cookie, origin: ORIGIN } };
    const res = await call(endAllOthers, { method: "DELETE", ...auth });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe("Signed out of 2 other sessions.");
    expect((await call(me, { token: s.token })).status).toBe(401);
    expect((await call(me, { token: s.appToken })).status).toBe(401);
    expect((await call(me, auth)).status).toBe(200);
    const left = await list(auth);
    expect(left.map((r) => r.session_id)).toEqual([s.browser.sid]);
    expect((await call(endAllOthers, { method: "DELETE", ...auth })).body.detail).toBe(
      "There were no other sessions to sign out.",
    );
  });

  it("a cookie-borne call from another site is refused", async () => {
    const s = await signedIn();
    const res = await call(endAllOthers, {
      method: "DELETE",
      headers: { cookie: s.browser.cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await call(me, { token: s.token })).status).toBe(200);
  });
});
