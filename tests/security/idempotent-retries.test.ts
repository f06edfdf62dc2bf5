/**
 * Retries with an `Idempotency-Key` when the database fails part-way: the work and the key's
 * answer are stored together or not at all, so a retry after a 503 is done exactly once and is
 * never told 409; and a kept answer is not replayed once what it created has been deleted.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as addFood } from "@/app/api/food-entries/route";
import { DELETE as deleteFood } from "@/app/api/food-entries/[entry_id]/route";
import { POST as batch } from "@/app/api/batch/route";
import { getDb } from "@/db/client";
import { foodEntries } from "@/db/schema";
import { KEY_ANSWER_GONE, KEY_IN_FLIGHT } from "@/lib/http/idempotency";
import { call, registerUser } from "../support/api";

const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };
const withKey = (key: string) => ({ "Idempotency-Key": key });

async function entriesOf(userId: string): Promise<number> {
  const db = await getDb();
  return db.$count(foodEntries, eq(foodEntries.user_id, userId));
}

/**
 * Makes the write of one key's answer fail as a lost connection does (SQLSTATE 08006): at once,
 * or only when its transaction commits (a constraint trigger deferred to COMMIT).
 */
async function failAnswerOf(key: string, when: "at once" | "at commit"): Promise<void> {
  const db = await getDb();
  await db.execute(sql`create or replace function test_lose_answer() returns trigger language plpgsql as $$
    begin raise exception 'connection lost' using errcode = '08006'; end $$`);
  const literal = sql.raw(`'${key.replace(/'/g, "''")}'`);
  if (when === "at once")
    await db.execute(sql`create trigger test_lose_answer before update on idempotency_keys for each row
      when (new.key = ${literal} and new.status is not null) execute function test_lose_answer()`);
  else
    await db.execute(sql`create constraint trigger test_lose_answer after update on idempotency_keys
      deferrable initially deferred for each row
      when (new.key = ${literal} and new.status is not null) execute function test_lose_answer()`);
}

afterEach(async () => {
  const db = await getDb();
  await db.execute(sql`drop trigger if exists test_lose_answer on idempotency_keys`);
  vi.restoreAllMocks();
});

describe("a retry after the database failed part-way", () => {
  for (const when of ["at once", "at commit"] as const) {
    it(`stores the entry once when its answer could not be kept (${when}), and the retry is not told 409`, async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { token, user } = await registerUser();
      const key = `lost-answer-${when}`;
      await failAnswerOf(key, when);
      const first = await call(addFood, { token, body: apple, headers: withKey(key) });
      expect(first.status).toBe(503);
      const db = await getDb();
      await db.execute(sql`drop trigger test_lose_answer on idempotency_keys`);

      const retry = await call(addFood, { token, body: apple, headers: withKey(key) });
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      const again = await call(addFood, { token, body: apple, headers: withKey(key) });
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(again.body).toEqual(retry.body);
      expect(await entriesOf(user.id)).toBe(1);
    });
  }

  it("a batch whose answer could not be kept stores none of its items, and its retry stores each once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { token, user } = await registerUser();
    const body = {
      items: [
        { kind: "food_entry", body: apple },
        { kind: "food_entry", body: { ...apple, food_name: "Pear" } },
      ],
    };
    await failAnswerOf("batch-lost", "at commit");
    const first = await call(batch, { token, path: "/api/batch", body, headers: withKey("batch-lost") });
    expect(first.status).toBe(503);
    const db = await getDb();
    await db.execute(sql`drop trigger test_lose_answer on idempotency_keys`);
    const retry = await call(batch, { token, path: "/api/batch", body, headers: withKey("batch-lost") });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await entriesOf(user.id)).toBe(2);
  });
});

describe("a repeat while the first request runs", () => {
  // PGlite has one session: its transactions run one after another, so a repeat waits instead
  it.skipIf(!process.env.DATABASE_URL)("answers 409 at once, stores nothing, and the key stays free", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    const during = await db.transaction(async (tx) => {
      // what the first request holds until its transaction ends
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('idempotency-key'), hashtext(${`${user.id}:busy`}))`);
      return call(addFood, { token, body: apple, headers: withKey("busy") });
    });
    expect(during).toMatchObject({ status: 409, body: { detail: KEY_IN_FLIGHT } });
    expect(await entriesOf(user.id)).toBe(0);
    expect((await call(addFood, { token, body: apple, headers: withKey("busy") })).status).toBe(201);
    expect(await entriesOf(user.id)).toBe(1);
  });
});

describe("a kept answer whose entry was deleted", () => {
  it("answers 409 instead of replaying the deleted entry, and creates nothing", async () => {
    const { token, user } = await registerUser();
    const created = await call<{ entry_id: string }>(addFood, { token, body: apple, headers: withKey("then-deleted") });
    expect(created.status).toBe(201);
    const removed = await call(deleteFood, {
      token,
      method: "DELETE",
      path: `/api/food-entries/${created.body.entry_id}`,
      params: { entry_id: created.body.entry_id },
    });
    expect(removed.status).toBe(200);

    const retry = await call(addFood, { token, body: apple, headers: withKey("then-deleted") });
    expect(retry).toMatchObject({ status: 409, body: { detail: KEY_ANSWER_GONE } });
    expect(await entriesOf(user.id)).toBe(0);
    // a new key is a new request
    expect((await call(addFood, { token, body: apple, headers: withKey("then-deleted-2") })).status).toBe(201);
    expect(await entriesOf(user.id)).toBe(1);
  });

  it("keeps replaying the answers of the entries that still exist", async () => {
    const { token } = await registerUser();
    const kept = await call<{ entry_id: string }>(addFood, { token, body: apple, headers: withKey("kept") });
    const other = await call<{ entry_id: string }>(addFood, {
      token,
      body: { ...apple, calories: 50 },
      headers: withKey("other"),
    });
    await call(deleteFood, {
      token,
      method: "DELETE",
      path: `/api/food-entries/${other.body.entry_id}`,
      params: { entry_id: other.body.entry_id },
    });
    const again = await call(addFood, { token, body: apple, headers: withKey("kept") });
    expect(again).toMatchObject({ status: 201, body: kept.body });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  });
});
