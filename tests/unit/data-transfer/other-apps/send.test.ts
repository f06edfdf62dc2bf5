/**
 * The import's sender against the real route handlers (POST /api/batch, PATCH /api/imports):
 * chunks of whole records, one Idempotency-Key per chunk, counts per kind, retries after a
 * lost connection, and a resumed import that sends only the chunks the server lacks.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as batch } from "@/app/api/batch/route";
import { GET as getImport, PATCH as patchImport } from "@/app/api/imports/[import_id]/route";
import { POST as startImport } from "@/app/api/imports/route";
import { getDb } from "@/db/client";
import { healthMetrics } from "@/db/schema";
import { SendError, type Fetch } from "@/lib/data-transfer/other-apps/retry";
import { BatchSender, type CountsByKind } from "@/lib/data-transfer/other-apps/send";
import type { ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { addDays } from "@/lib/time/dates";
import { call, registerUser } from "../../../support/api";

type Sent = { path: string; method: string; key: string | null; items: number; body: Record<string, unknown> };
type Fault = (sent: Sent, nth: number) => "drop-request" | "drop-answer" | Response | null;

const ORIGIN = "http://localhost:3000";
const noWait = async () => {};

/** A fetch that hands each request to its route handler, as the browser's would reach the server. */
function serverFetch(token: string, sent: Sent[], fault: Fault = () => null): Fetch {
  let batches = 0;
  return async (url, init) => {
    const path = new URL(url).pathname;
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const entry: Sent = {
      path,
      method: init.method ?? "GET",
      key: headers.get("idempotency-key"),
      items: Array.isArray(body.items) ? body.items.length : 0,
      body,
    };
    sent.push(entry);
    const action = path === "/api/batch" ? fault(entry, batches++) : null;
    if (action === "drop-request") throw new TypeError("Failed to fetch");
    if (action instanceof Response) return action;
    const req = new Request(`${ORIGIN}${path}`, { method: entry.method, headers, body: String(init.body) });
    const importId = /^\/api\/imports\/([^/]+)$/.exec(path)?.[1];
    const res = importId
      ? await patchImport(req, { params: Promise.resolve({ import_id: importId }) })
      : await batch(req, { params: Promise.resolve({}) });
    if (action === "drop-answer") throw new TypeError("Failed to fetch");
    return res;
  };
}

const weight = (n: number, value = 70 + (n % 50) / 10): ImportRecord => {
  const date = addDays("2020-01-01", n);
  return {
    kind: "weight",
    date,
    unit: "kg",
    items: [{ kind: "health_metric", body: { metric_type: "weight", value, unit: "kg", date, time: "07:00" } }],
  };
};

const pressure = (n: number): ImportRecord => {
  const date = addDays("2020-01-01", n);
  const item = (metric_type: string, value: number) => ({
    kind: "health_metric" as const,
    body: { metric_type, value, unit: "mmHg", date, time: "08:00" },
  });
  return {
    kind: "blood_pressure",
    date,
    items: [item("blood_pressure_systolic", 120), item("blood_pressure_diastolic", 80)],
  };
};

async function startOf(token: string, expected: Record<string, number>) {
  const kinds = Object.fromEntries(Object.entries(expected).map(([k, n]) => [k, { expected: n }]));
  const res = await call<{ import_id: string }>(startImport, {
    token,
    body: { source: "csv", files: [{ name: "test.csv", size: 1 }], fingerprint: "test", kinds },
  });
  expect(res.status).toBe(201);
  return res.body.import_id;
}

async function run(sender: BatchSender, records: readonly ImportRecord[]) {
  for (const [i, record] of records.entries()) {
    sender.add(record);
    // as readFiles does between two pieces of a file
    if (i % 97 === 0) await sender.pause();
  }
  return sender.finish();
}

async function storedRows(userId: string) {
  const db = await getDb();
  return db.select().from(healthMetrics).where(eq(healthMetrics.user_id, userId));
}

describe("BatchSender", () => {
  it("sends whole records in chunks of at most 500 items, each under its own key, and counts per kind", async () => {
    const { token, user } = await registerUser();
    // 499 weights, then a blood pressure that does not fit beside them (2 items), then more
    const records = [
      ...Array.from({ length: 499 }, (_, i) => weight(i)),
      pressure(600),
      ...Array.from({ length: 600 }, (_, i) => weight(1000 + i)),
    ];
    const importId = await startOf(token, { weight: 1099, blood_pressure: 1 });
    const sent: Sent[] = [];
    const sender = new BatchSender({
      importId,
      kinds: ["weight", "blood_pressure"],
      counts: { weight: zero(1099), blood_pressure: zero(1) },
      fetch: serverFetch(token, sent),
      origin: ORIGIN,
      sleep: noWait,
    });
    const result = await run(sender, records);

    const batches = sent.filter((s) => s.path === "/api/batch");
    expect(batches.map((b) => b.items)).toEqual([499, 500, 102]);
    expect(batches.map((b) => b.key)).toEqual([0, 1, 2].map((i) => `import-${importId}-${i}`));
    expect(batches.every((b) => b.body.dedupe === true)).toBe(true);
    // progress after each chunk, then the end
    const patches = sent.filter((s) => s.method === "PATCH").map((s) => s.body);
    expect(patches.map((p) => p.chunks_done)).toEqual([1, 2, 3, 3]);
    expect(patches.at(-1)?.status).toBe("done");

    expect(result.chunksDone).toBe(3);
    expect(result.counts.weight).toMatchObject({ expected: 1099, imported: 1099, present: 0, refused: 0 });
    expect(result.counts.blood_pressure).toMatchObject({ expected: 1, imported: 1 });
    expect(await storedRows(user.id)).toHaveLength(1101);

    const view = await call<{ status: string; kinds: CountsByKind }>(getImport, {
      token,
      params: { import_id: importId },
    });
    expect(view.body.status).toBe("done");
    expect(view.body.kinds.weight?.imported).toBe(1099);
  });

  it("counts already present and refused records, the refusals by the server's reason", async () => {
    const { token } = await registerUser();
    const importId = await startOf(token, { weight: 6 });
    const records = [
      weight(1),
      weight(1), // the same record again: already present
      weight(2, 900), // out of range for kg
      weight(3, 901),
      { ...weight(4), items: [{ kind: "health_metric" as const, body: { metric_type: "weight", value: 70 } }] },
      weight(5),
    ];
    const sent: Sent[] = [];
    const sender = new BatchSender({
      importId,
      kinds: ["weight"],
      counts: { weight: zero(6) },
      fetch: serverFetch(token, sent),
      origin: ORIGIN,
      sleep: noWait,
    });
    const { counts } = await run(sender, records);
    expect(counts.weight).toMatchObject({ imported: 2, present: 1, refused: 3 });
    const reasons = counts.weight!.reasons;
    expect(reasons.reduce((n, r) => n + r.count, 0)).toBe(3);
    expect(reasons[0]).toEqual({ reason: expect.stringMatching(/between/i), count: 2 });
    expect(reasons[1]?.count).toBe(1);
  });

  it("leaves out the kinds not chosen", async () => {
    const { token, user } = await registerUser();
    const importId = await startOf(token, { weight: 2 });
    const sent: Sent[] = [];
    const sender = new BatchSender({
      importId,
      kinds: ["weight"],
      fetch: serverFetch(token, sent),
      origin: ORIGIN,
      sleep: noWait,
    });
    const { counts } = await run(sender, [weight(1), pressure(2), weight(3)]);
    expect(Object.keys(counts)).toEqual(["weight"]);
    expect(sent.filter((s) => s.path === "/api/batch").map((s) => s.items)).toEqual([2]);
    expect(await storedRows(user.id)).toHaveLength(2);
  });

  it("sends a chunk again under the same key after a lost request or a lost answer, storing it once", async () => {
    const { token, user } = await registerUser();
    const importId = await startOf(token, { weight: 1200 });
    const sent: Sent[] = [];
    const waits: number[] = [];
    const retries: string[] = [];
    // chunk 0 never reaches the server once; chunk 1 is stored but its answer is lost; then a 429
    const fault: Fault = (_s, nth) =>
      nth === 0
        ? "drop-request"
        : nth === 2
          ? "drop-answer"
          : nth === 4
            ? new Response(JSON.stringify({ detail: "Too many requests" }), {
                status: 429,
                headers: { "Retry-After": "7" },
              })
            : null;
    const sender = new BatchSender({
      importId,
      kinds: ["weight"],
      counts: { weight: zero(1200) },
      fetch: serverFetch(token, sent, fault),
      origin: ORIGIN,
      sleep: async (ms) => void waits.push(ms),
      onProgress: (p) => {
        if (p.retrying) retries.push(p.retrying.why);
      },
    });
    const { counts } = await run(
      sender,
      Array.from({ length: 1200 }, (_, i) => weight(i)),
    );
    const keys = sent.filter((s) => s.path === "/api/batch").map((s) => s.key!.split("-").at(-1));
    expect(keys).toEqual(["0", "0", "1", "1", "2", "2"]);
    expect(waits).toEqual([1000, 1000, 7000]);
    expect(retries).toEqual([
      "The server could not be reached.",
      "The server could not be reached.",
      "Too many requests",
    ]);
    // the replayed answer of chunk 1 counts its records once: the server stored them once
    expect(counts.weight).toMatchObject({ imported: 1200, present: 0, refused: 0 });
    expect(await storedRows(user.id)).toHaveLength(1200);
  });

  it("gives up when the server stays out of reach, and a resumed import sends only the chunks it lacks", async () => {
    const { token, user } = await registerUser();
    const records = Array.from({ length: 1700 }, (_, i) => weight(i));
    const importId = await startOf(token, { weight: 1700 });
    const sent: Sent[] = [];
    // the connection goes after the second chunk and does not come back
    const cut = new BatchSender({
      importId,
      kinds: ["weight"],
      counts: { weight: zero(1700) },
      fetch: serverFetch(token, sent, (_s, nth) => (nth >= 2 ? "drop-request" : null)),
      origin: ORIGIN,
      sleep: noWait,
      delays: [1, 1],
    });
    await expect(run(cut, records)).rejects.toBeInstanceOf(SendError);
    const stopped = await call<{ status: string; chunks_done: number; kinds: CountsByKind }>(getImport, {
      token,
      params: { import_id: importId },
    });
    expect(stopped.body).toMatchObject({ status: "running", chunks_done: 2 });
    expect(stopped.body.kinds.weight?.imported).toBe(1000);

    // the same file read again: chunks 0 and 1 are formed but not sent
    const again: Sent[] = [];
    const resumed = new BatchSender({
      importId,
      kinds: ["weight"],
      skipChunks: stopped.body.chunks_done,
      counts: stopped.body.kinds,
      fetch: serverFetch(token, again),
      origin: ORIGIN,
      sleep: noWait,
    });
    const { counts, chunksDone } = await run(resumed, records);
    expect(again.filter((s) => s.path === "/api/batch").map((s) => s.key)).toEqual([
      `import-${importId}-2`,
      `import-${importId}-3`,
    ]);
    expect(chunksDone).toBe(4);
    expect(counts.weight).toMatchObject({ expected: 1700, imported: 1700, present: 0 });
    expect(await storedRows(user.id)).toHaveLength(1700);
  });

  it("stops at once, signed out, on a 401", async () => {
    const { token } = await registerUser();
    const importId = await startOf(token, { weight: 1 });
    const sender = new BatchSender({
      importId,
      kinds: ["weight"],
      fetch: serverFetch(
        token,
        [],
        () => new Response(JSON.stringify({ detail: "Not authenticated" }), { status: 401 }),
      ),
      origin: ORIGIN,
      sleep: noWait,
    });
    sender.add(weight(1));
    await expect(sender.finish()).rejects.toMatchObject({ status: 401, message: expect.stringMatching(/signed out/) });
  });

  it("holds the reading back while chunks wait to be sent", async () => {
    const { token } = await registerUser();
    const importId = await startOf(token, { weight: 3000 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = serverFetch(token, []);
    const slow: Fetch = async (url, init) => {
      if (url.endsWith("/api/batch")) await gate;
      return inner(url, init);
    };
    const sender = new BatchSender({ importId, kinds: ["weight"], fetch: slow, origin: ORIGIN, sleep: noWait });
    for (let i = 0; i < 1000; i++) sender.add(weight(i));
    let paused = true;
    const waiting = sender.pause().then(() => (paused = false));
    await new Promise((r) => setTimeout(r, 20));
    expect(paused).toBe(true);
    release();
    await waiting;
    expect(paused).toBe(false);
    await sender.finish();
  });
});

function zero(expected: number) {
  return { expected, imported: 0, present: 0, refused: 0, reasons: [] };
}
