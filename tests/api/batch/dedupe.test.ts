/** POST /api/batch with `dedupe: true`: what an import sends twice is stored once. */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as batch } from "@/app/api/batch/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { getDb } from "@/db/client";
import { dailyStats, healthMetrics, journalEntries } from "@/db/schema";
import { ALREADY_PRESENT } from "@/lib/batch/present";
import type { BatchResult } from "@/lib/batch/service";
import { call, registerUser } from "../../support/api";
import { mixedItems, rowCounts } from "./items";
import { addAsNeededMedication } from "./items";

type Answer = { results: BatchResult[] };

describe("POST /api/batch with dedupe", () => {
  it("stores a second import of the same items not at all, each answered 409 Already present", async () => {
    const { token, user } = await registerUser();
    const items = mixedItems(28, await addAsNeededMedication(token));

    const first = await call<Answer>(batch, { token, body: { items, dedupe: true } });
    expect(first.body.results.every((r) => r.status === 201)).toBe(true);
    const stored = await rowCounts(user.id);

    const second = await call<Answer>(batch, { token, body: { items, dedupe: true } });
    expect(second.status).toBe(200);
    expect(second.body.results).toEqual(items.map(() => ({ status: 409, detail: ALREADY_PRESENT })));
    expect(await rowCounts(user.id)).toEqual(stored);
  });

  it("finds an item without a time by date and value (its time is the moment it arrived)", async () => {
    const { token, user } = await registerUser();
    const item = {
      kind: "health_metric",
      body: { metric_type: "weight", value: 183.8, unit: "lbs", date: "2016-05-04" },
    };
    await call<Answer>(batch, { token, body: { items: [item], dedupe: true } });
    const again = await call<Answer>(batch, { token, body: { items: [item, item], dedupe: true } });
    expect(again.body.results.map((r) => r.status)).toEqual([409, 409]);
    const db = await getDb();
    const rows = await db.select().from(healthMetrics).where(eq(healthMetrics.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 183.8, unit: "lbs", date: "2016-05-04" });
  });

  it("stores a value that differs, and repeats within one batch once", async () => {
    const { token } = await registerUser();
    const at = { metric_type: "heart_rate", unit: "bpm", date: "2024-01-01", time: "07:10" };
    const res = await call<Answer>(batch, {
      token,
      body: {
        items: [
          { kind: "health_metric", body: { ...at, value: 61 } },
          { kind: "health_metric", body: { ...at, value: 61 } },
          { kind: "health_metric", body: { ...at, value: 62 } },
        ],
        dedupe: true,
      },
    });
    expect(res.body.results.map((r) => r.status)).toEqual([201, 409, 201]);
  });

  it("leaves a journal entry already written for the day as it is", async () => {
    const { token, user } = await registerUser();
    await call(saveJournal, { token, body: { date: "2020-02-02", title: "Mine", content: "Written by hand" } });
    const res = await call<Answer>(batch, {
      token,
      body: {
        items: [{ kind: "journal_entry", body: { date: "2020-02-02", title: "Daylio", mood: 8 } }],
        dedupe: true,
      },
    });
    expect(res.body.results).toEqual([{ status: 409, detail: ALREADY_PRESENT }]);
    const db = await getDb();
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.user_id, user.id));
    expect(entry).toMatchObject({ title: "Mine", content: "Written by hand" });
  });

  it("without dedupe stores the same metric twice, as the single route does", async () => {
    const { token, user } = await registerUser();
    const body = { metric_type: "weight", value: 70, unit: "kg", date: "2024-01-01", time: "07:00" };
    await call(logMetric, { token, body });
    const res = await call<Answer>(batch, { token, body: { items: [{ kind: "health_metric", body }] } });
    expect(res.body.results[0]?.status).toBe(201);
    const db = await getDb();
    const rows = await db.select().from(healthMetrics).where(eq(healthMetrics.user_id, user.id));
    expect(rows).toHaveLength(2);
  });
});

describe("daily_steps items", () => {
  it("set the day's total, answer 201 without an id, and are present when the figure is the same", async () => {
    const { token, user } = await registerUser();
    const steps = (n: number) => ({ kind: "daily_steps", body: { date: "2019-06-01", steps: n } });
    const first = await call<Answer>(batch, { token, body: { items: [steps(8123)], dedupe: true } });
    expect(first.body.results).toEqual([{ status: 201 }]);
    const again = await call<Answer>(batch, { token, body: { items: [steps(8123), steps(9000)], dedupe: true } });
    expect(again.body.results).toEqual([{ status: 409, detail: ALREADY_PRESENT }, { status: 201 }]);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(dailyStats)
      .where(and(eq(dailyStats.user_id, user.id), eq(dailyStats.date, "2019-06-01")));
    expect(row?.steps).toBe(9000);
  });

  it("refuse a future date and a negative count with the route's words", async () => {
    const { token } = await registerUser();
    const res = await call<Answer>(batch, {
      token,
      body: {
        items: [
          { kind: "daily_steps", body: { date: "2099-01-01", steps: 10 } },
          { kind: "daily_steps", body: { date: "2019-01-01", steps: -1 } },
        ],
      },
    });
    expect(res.body.results).toEqual([
      { status: 400, detail: "Date cannot be in the future" },
      { status: 400, detail: "Steps cannot be negative" },
    ]);
  });
});
