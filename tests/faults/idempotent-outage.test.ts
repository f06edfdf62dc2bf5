/**
 * Retried writes through PostgreSQL outages. Several writers send food entries and batches,
 * each with an `Idempotency-Key` of its own, and retry every 503, 409 or thrown error with the
 * same key until it is acknowledged, while a private server is restarted and then stopped
 * twice for a few seconds. Afterwards every write is acknowledged and stored exactly once: an
 * answer lost with the database never leaves an entry to be stored again, nor a claim that
 * answers 409 to the retries.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as batch } from "@/app/api/batch/route";
import { POST as addFood } from "@/app/api/food-entries/route";
import { captureLogsForTesting } from "@/lib/log";
import { call, registerUser } from "../support/api";
import { privatePostgresAvailable, type PrivatePostgres } from "../support/private-postgres";
import { appOnPrivatePostgres, type AppOnPrivatePostgres } from "../support/app-on-private-postgres";

const available = privatePostgresAvailable();

const WRITERS = 8;
const BATCH_ITEMS = 3;
/** Between two tries of one write: a client's pause, so a 3-second outage is not a busy loop. */
const RETRY_PAUSE_MS = 100;
/** Every write is acknowledged this long after PostgreSQL is last back (a stuck claim blocks for 60 s). */
const SETTLE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = `idem-${process.pid}-${Date.now().toString(36)}`;

type Write = { key: string; names: string[]; tries: number; acknowledged: boolean; statuses: Set<number> };

describe.skipIf(!available)("retried writes with an Idempotency-Key through PostgreSQL outages", () => {
  let server: PrivatePostgres;
  let app: AppOnPrivatePostgres | undefined;

  beforeAll(async () => {
    app = await appOnPrivatePostgres();
    server = app.server;
  });

  afterAll(() => app?.restore());

  it("acknowledges every write once the database is back, and stores each exactly once", async () => {
    const logs = captureLogsForTesting();
    const quiet = [
      vi.spyOn(console, "error").mockImplementation(() => undefined),
      vi.spyOn(console, "warn").mockImplementation(() => undefined),
    ];
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser()));
    const writes: Write[] = [];
    const thrown: string[] = [];
    let seq = 0;
    let running = true;
    let giveUpAt = Infinity;

    /** Sends one write until it is acknowledged (or the test's time is up), always with its first key. */
    async function sendUntilAcknowledged(token: string): Promise<void> {
      const n = seq++;
      const key = `${run}-${n}`;
      const isBatch = n % 3 === 2;
      const names = isBatch ? Array.from({ length: BATCH_ITEMS }, (_, i) => `${key}-${i}`) : [key];
      const write: Write = { key, names, tries: 0, acknowledged: false, statuses: new Set() };
      writes.push(write);
      const food = (name: string) => ({ food_name: name, calories: 100, meal_type: "snack", date: "2026-01-05" });
      while (!write.acknowledged && Date.now() < giveUpAt) {
        write.tries++;
        try {
          const res = isBatch
            ? await call(batch, {
                token,
                path: "/api/batch",
                body: { items: names.map((name) => ({ kind: "food_entry", body: food(name) })) },
                headers: { "Idempotency-Key": key },
              })
            : await call(addFood, { token, body: food(key), headers: { "Idempotency-Key": key } });
          write.statuses.add(res.status);
          if (res.status === 200 || res.status === 201) write.acknowledged = true;
          else if (res.status !== 503 && res.status !== 409) return; // reported below
        } catch (err) {
          thrown.push(String(err)); // a handler answers, never throws; retried as a network error would be
        }
        if (!write.acknowledged) await sleep(RETRY_PAUSE_MS);
      }
    }

    const writers = users.flatMap((u) =>
      Array.from({ length: WRITERS / users.length }, async () => {
        while (running) await sendUntilAcknowledged(u.token);
      }),
    );

    await sleep(800);
    server.restart(); // blocks this process: every pooled connection is dead when it wakes up
    await sleep(1_500);
    for (let outage = 0; outage < 2; outage++) {
      await server.stopAsync();
      await sleep(3_000);
      await server.startAsync();
      await sleep(1_500);
    }
    running = false;
    giveUpAt = Date.now() + SETTLE_MS;
    await Promise.all(writers);
    logs.stop();
    for (const spy of quiet) spy.mockRestore();

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const stored = new Map<string, number>();
    const keys = new Map<string, number | null>();
    try {
      const rows = await client.query<{ food_name: string; n: string }>(
        "select food_name, count(*) as n from food_entries where food_name like $1 group by food_name",
        [`${run}-%`],
      );
      for (const r of rows.rows) stored.set(r.food_name, Number(r.n));
      const kept = await client.query<{ key: string; status: number | null }>(
        "select key, status from idempotency_keys where key like $1",
        [`${run}-%`],
      );
      for (const r of kept.rows) keys.set(r.key, r.status);
    } finally {
      await client.end();
    }

    const retried = writes.filter((w) => w.tries > 1).length;
    const outageAnswers = writes.filter((w) => w.statuses.has(503)).length;
    console.info(
      `[faults] idempotent writes: ${writes.length} writes (${retried} retried, ${outageAnswers} saw a 503), ` +
        `${[...stored.values()].reduce((a, b) => a + b, 0)} rows stored`,
    );
    expect(thrown.slice(0, 3), "no handler threw").toEqual([]);
    expect(outageAnswers, "the outages were seen").toBeGreaterThan(0);
    const unacknowledged = writes.filter((w) => !w.acknowledged);
    expect(
      unacknowledged.map((w) => `${w.key}: ${[...w.statuses].join(",")} after ${w.tries} tries`),
      `every write acknowledged within ${SETTLE_MS} ms of the last restart`,
    ).toEqual([]);
    const wrongCounts = writes.flatMap((w) =>
      w.names.filter((name) => stored.get(name) !== 1).map((name) => `${name}: ${stored.get(name) ?? 0} rows`),
    );
    expect(wrongCounts, "each acknowledged write stored exactly once").toEqual([]);
    const storedNames = new Set(writes.flatMap((w) => w.names));
    expect(
      [...stored.keys()].filter((name) => !storedNames.has(name)),
      "nothing stored that was not sent",
    ).toEqual([]);
    expect(
      writes.filter((w) => keys.get(w.key) === undefined || keys.get(w.key) === null).map((w) => w.key),
      "each key keeps its answer",
    ).toEqual([]);
  }, 60_000);
});
