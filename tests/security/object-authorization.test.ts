/**
 * Object-level authorization: another user's object is a 404 (never a 403, never a change),
 * for every route with an id in its path. The routes are read from app/api, so a new `{id}`
 * route without a case here fails this file.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { readZip } from "@/lib/data-transfer/export/zip-read";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";
import { DAY, ID_ROUTES, NOT_OBJECT_ROUTES, apiRouteDirs, loadRoute, type IdRouteCase } from "./fixtures";
import { localDateIn } from "@/lib/time/zones";

const METHODS = ["GET", "PUT", "PATCH", "DELETE", "POST"] as const;

type Owner = { token: string; userId: string };
let owner: Owner;
let intruder: Owner;

beforeAll(async () => {
  const a = await registerUser();
  const b = await registerUser();
  owner = { token: a.token, userId: a.user.id };
  intruder = { token: b.token, userId: b.user.id };
});

describe("every {id} route has a case", () => {
  it("each folder with a dynamic segment under app/api is covered or named as not an object", () => {
    const dynamic = apiRouteDirs().filter((dir) => dir.includes("["));
    const covered = [...ID_ROUTES.map((c) => c.dir), ...Object.keys(NOT_OBJECT_ROUTES)].sort();
    expect(dynamic).toEqual(covered);
  });

  it("each covered route answers at least one method", async () => {
    for (const c of ID_ROUTES) {
      const mod = await loadRoute(c.dir);
      expect(
        METHODS.filter((m) => mod[m]),
        c.dir,
      ).not.toEqual([]);
    }
  });
});

async function expectRefused(c: IdRouteCase, auth: { token?: string; headers?: Record<string, string> }) {
  const mod = await loadRoute(c.dir);
  const id = await c.create(owner);
  const before = await c.snapshot(id);
  expect(before, `${c.dir}: the owner's object exists`).not.toEqual([]);
  const path = `/api/${c.dir.replace(`[${c.param}]`, id)}`;
  for (const method of METHODS) {
    const handler = mod[method];
    if (!handler) continue; // Next answers 405 for a method the route does not export
    const body = method === "GET" ? undefined : method === "DELETE" ? c.deleteBody : c.body;
    const res = await call(handler, { method, path, params: { [c.param]: id }, body, ...auth });
    expect(res.status, `${method} ${c.dir} of another user`).toBe(404);
    expect(typeof res.body.detail, `${method} ${c.dir}`).toBe("string");
    // the same answer as for an id that does not exist: nothing tells "someone else's" apart
    const missingId = c.param === "session_id" ? "cs_test_missing" : randomUUID();
    const missing = await call(handler, { method, path, params: { [c.param]: missingId }, body, ...auth });
    expect(missing.status, `${method} ${c.dir} of a missing id`).toBe(404);
    expect(res.body, `${method} ${c.dir}: same detail as a missing id`).toEqual(missing.body);
  }
  expect(await c.snapshot(id), `${c.dir}: the owner's rows after the calls`).toEqual(before);
  return { mod, id };
}

describe("another user's object is a 404 and stays unchanged", () => {
  for (const c of ID_ROUTES) {
    it(`${c.dir} (bearer token)`, async () => {
      const { mod, id } = await expectRefused(c, { token: intruder.token });
      // the owner still reaches it: the 404 was about ownership, not a broken route
      const handler = mod.GET ?? mod.PUT ?? mod.POST ?? mod.DELETE;
      const method = mod.GET ? "GET" : mod.PUT ? "PUT" : mod.POST ? "POST" : "DELETE";
      const res = await call(handler!, {
        method,
        params: { [c.param]: id },
        body: method === "GET" ? undefined : method === "DELETE" ? c.deleteBody : c.body,
        token: owner.token,
      });
      expect(res.status, `${method} ${c.dir} by its owner`).toBeLessThan(300);
    });

    it(`${c.dir} (browser session)`, async () => {
      const { cookie } = await sessionCookieFor(intruder.userId);
      await expectRefused(c, { headers: { cookie, origin: "http://localhost:3000" } });
    });
  }
});

describe("lists and summaries show the caller's own data only", () => {
  it("no list, calendar, dose range, insight or export answer of B holds an id or text of A", async () => {
    const ids: string[] = [];
    for (const c of ID_ROUTES) ids.push(await c.create(owner));
    const month = DAY.slice(0, 7);
    const reads: [string, Record<string, string>][] = [
      ["food-entries", { date_param: DAY }],
      ["exercises", { date_param: DAY }],
      ["exercises", {}],
      ["health-metrics", {}],
      ["migraines", {}],
      ["journal-entries", {}],
      ["journal-entries", { date_param: DAY }],
      ["medications", {}],
      ["medication-doses", { start: DAY, end: localDateIn("Europe/Berlin") }],
      ["workout-plans", {}],
      ["foods", {}],
      ["recipes", {}],
      ["calendar-data", { month }],
      ["daily-stats", { date_param: DAY }],
      ["insights", {}],
      ["migraine-insights", {}],
      ["reminder-settings", {}],
      ["me", {}],
      ["shares", {}],
    ];
    for (const [dir, query] of reads) {
      const { GET } = await loadRoute(dir);
      const res = await call(GET!, { token: intruder.token, query });
      expect(res.status, `GET /api/${dir} ${JSON.stringify(res.body)}`).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of [...ids, owner.userId]) expect(text, `GET /api/${dir}`).not.toContain(id);
      expect(text, `GET /api/${dir}`).not.toMatch(/Owner (porridge|run|notes|diary|plan)/);
    }
    // the same read by the owner does show them (the check above looks at real data)
    const { GET: calendar } = await loadRoute("calendar-data");
    expect(JSON.stringify((await call(calendar!, { token: owner.token, query: { month } })).body)).toContain(
      "Owner porridge",
    );
    const url = new URL("/api/export/data?format=csv", "http://localhost:3000");
    const { GET: exportData } = await loadRoute("export/data");
    const file = await exportData!(new Request(url, { headers: { authorization: `Bearer ${intruder.token}` } }), {
      params: Promise.resolve({}),
    });
    const zip = readZip(Buffer.from(await file.arrayBuffer()));
    const all = [...zip.values()].map((b) => b.toString("utf8")).join("\n");
    for (const id of ids) expect(all).not.toContain(id);
    expect(all).not.toMatch(/Owner (porridge|run|notes|diary|plan)/);
  });
});
