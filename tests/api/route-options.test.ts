/** What a route's declaration says happens before its handler runs, the same way on every route. */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { route } from "@/lib/api/handler";
import { endpoint } from "@/lib/openapi/endpoint";
import { call, registerUser } from "../support/api";

const ID = "7f1d0c8e-3b7a-4c55-9a43-2f7e6b1c0a11";
let ran = 0;

/** A test's own declaration: no route binds it, so the contract check counts its answers without checking them. */
const declared = <P extends string>(path: P) => ({
  method: "get" as const,
  path,
  summary: "A test route",
  tag: "Test",
  responses: { 200: { description: "Done." } },
});

const byId = route(
  endpoint({ ...declared("/api/test/{entry_id}"), params: { entry_id: "uuid" }, notFound: "Thing not found." }),
  async ({ params }) => {
    ran += 1;
    return params.entry_id === ID ? { entry_id: ID } : null;
  },
);
const byKind = route(
  endpoint({ ...declared("/api/test/{kind}"), params: { kind: ["monthly", "mood"] } }),
  async ({ params }) => ({ kind: params.kind }),
);
const paid = route(
  endpoint({
    ...declared("/api/test"),
    method: "post",
    requires: "report_email",
    body: z.object({ text: z.string({ error: "Text is required" }) }),
  }),
  async () => ({ ok: true }),
);
const chosen = route(
  endpoint({
    ...declared("/api/test"),
    query: z.object({ format: z.enum(["csv", "medical"]) }),
    requires: ({ query }) => (query.format === "medical" ? "medical_report" : null),
  }),
  async ({ query }) => ({ format: query.format }),
);

describe("route declarations", () => {
  it("answers 404 with the route's detail for a malformed id, before the handler runs", async () => {
    const { token } = await registerUser();
    ran = 0;
    for (const bad of ["1", "not-a-uuid", `${ID}x`, "'; drop table users; --"]) {
      const res = await call(byId, { token, params: { entry_id: bad } });
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({ detail: "Thing not found." });
    }
    expect(ran).toBe(0);
  });

  it("answers 404 with the same detail when the handler finds no row of the caller's", async () => {
    const { token } = await registerUser();
    const missing = await call(byId, { token, params: { entry_id: "00000000-0000-4000-8000-000000000000" } });
    expect(missing).toMatchObject({ status: 404, body: { detail: "Thing not found." } });
    expect((await call(byId, { token, params: { entry_id: ID } })).body).toEqual({ entry_id: ID });
  });

  it("answers 401 before looking at the id of a caller who is not signed in", async () => {
    ran = 0;
    expect(await call(byId, { params: { entry_id: "not-a-uuid" } })).toMatchObject({ status: 401 });
    expect(ran).toBe(0);
  });

  it("accepts only the listed words for a word param, and says Not found. by default", async () => {
    const { token } = await registerUser();
    expect((await call(byKind, { token, params: { kind: "mood" } })).body).toEqual({ kind: "mood" });
    expect(await call(byKind, { token, params: { kind: "weekly" } })).toMatchObject({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("refuses a plan without the feature with 402 naming the plan, after the sign-in and body checks", async () => {
    const { token } = await registerUser();
    const refused = await call(paid, { token, body: { text: "hi" } });
    expect(refused).toMatchObject({
      status: 402,
      body: { detail: "Emailing reports to a provider requires the Pro plan. Upgrade to continue." },
    });
    expect((await call(paid, { body: { text: "hi" } })).status).toBe(401);
    expect(await call(paid, { token, body: {} })).toMatchObject({ status: 400, body: { detail: "Text is required" } });
  });

  it("lets the input choose the feature", async () => {
    const { token } = await registerUser();
    expect(await call(chosen, { token, query: { format: "csv" } })).toMatchObject({ status: 200 });
    expect(await call(chosen, { token, query: { format: "medical" } })).toMatchObject({
      status: 402,
      body: { detail: "The medical report requires the Pro plan. Upgrade to continue." },
    });
  });

  it("binds only a declaration made by endpoint(): anything else fails the typecheck", () => {
    // `npm run typecheck` fails on an unused @ts-expect-error, so each line below must stay refused
    const lookalike = { method: "get", path: "/api/test", access: "user", params: {}, status: 200, operation: null };
    const unbound = [
      // @ts-expect-error: an object with a declaration's fields is not a declaration
      () => route(lookalike, async () => ({ ok: true })),
      // @ts-expect-error: nor is a route's options object
      () => route({ body: z.object({ text: z.string() }), status: 201 }, async () => ({ ok: true })),
    ];
    expect(unbound).toHaveLength(2);
  });
});
