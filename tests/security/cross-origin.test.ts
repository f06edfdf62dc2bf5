/**
 * CSRF: a state-changing call that rides on the browser's session cookie must come from our
 * own origin; anything else is a 403 that changes nothing, whatever the body. A Bearer token
 * is not sent by browsers on their own, so it is not affected. Every signed-in write route
 * under app/api is tried.
 */
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";
import { apiRouteDirs, loadRoute, userRow } from "./fixtures";

const UNSAFE = ["POST", "PUT", "PATCH", "DELETE"] as const;
const EVIL = "https://evil.example";

/** Whether a route export is signed in, as its declaration says (Auth.js's, the webhook's and the sign-in's are public). */
function isSignedIn(handler: unknown): boolean {
  const access = (handler as { endpoint?: { access: string } }).endpoint?.access;
  return access === "user" || access === "account";
}

async function writeRoutes() {
  const found: { dir: string; method: (typeof UNSAFE)[number] }[] = [];
  // Auth.js's own routes are public, and guard their posts themselves (next-auth-endpoints.test.ts)
  for (const dir of apiRouteDirs().filter((d) => d !== "auth/[...nextauth]")) {
    const mod = await loadRoute(dir);
    for (const method of UNSAFE) if (mod[method] && isSignedIn(mod[method])) found.push({ dir, method });
  }
  return found;
}

const BODIES: { name: string; rawBody?: string; headers?: Record<string, string> }[] = [
  { name: "no body" },
  { name: "a JSON object", rawBody: "{}", headers: { "content-type": "application/json" } },
  { name: "a form post", rawBody: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } },
];

describe("foreign-origin writes on a cookie session", () => {
  it("finds the signed-in write routes", async () => {
    const routes = await writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ dir: "delete-account", method: "DELETE" });
  });

  it("every one answers 403 to another origin, and nothing changes", async () => {
    const { token, user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    const before = await userRow(user.id);
    for (const { dir, method } of await writeRoutes()) {
      const mod = await loadRoute(dir);
      for (const b of BODIES) {
        const foreign: Record<string, string>[] = [
          { origin: EVIL },
          { "sec-fetch-site": "cross-site" },
          { origin: "null" },
        ];
        for (const headers of foreign) {
          const res = await call(mod[method]!, {
            method,
            path: `/api/${dir}`,
            params: {},
            rawBody: b.rawBody,
            headers: { ...b.headers, ...headers, cookie },
          });
          expect(res.status, `${method} /api/${dir} with ${b.name} and ${JSON.stringify(headers)}`).toBe(403);
          expect(res.body).toEqual({ detail: "Cross-site request refused." });
        }
      }
    }
    // the account, its session and its token are all still there
    expect(await userRow(user.id)).toEqual(before);
    expect((await call(me, { headers: { cookie } })).status).toBe(200);
    expect((await call(me, { token })).status).toBe(200);
  });

  it("our own origin is let through with the same cookie", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    const { POST } = await loadRoute("logout");
    const res = await call(POST!, { method: "POST", headers: { cookie, origin: "http://localhost:3000" } });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: { cookie } })).status).toBe(401);
  });

  it("a Bearer token is not affected by the Origin header", async () => {
    const { token } = await registerUser();
    const { POST } = await loadRoute("workout-plans");
    const res = await call(POST!, {
      token,
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
      body: { plan_name: "Mine", plan_content: "Walk" },
    });
    expect(res.status).toBe(201);
    const { POST: logout } = await loadRoute("logout");
    expect((await call(logout!, { method: "POST", token, headers: { origin: EVIL } })).status).toBe(200);
  });
});
