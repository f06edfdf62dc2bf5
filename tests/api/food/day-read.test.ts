/**
 * GET /api/food-entries answers JSON that Postgres builds, with the sign-in checked in the
 * same statement: it joins each entry's stored JSON, which a trigger keeps (migration 0004).
 * It must answer exactly what the ORM's rows would give, after any write, and refuse every
 * sign-in the other routes refuse.
 */
import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { PUT as update } from "@/app/api/food-entries/[entry_id]/route";
import { GET as list } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { authTokens, foodEntries, users } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { entryColumns } from "@/lib/food/entries";
import { foodDayQuery } from "@/bench/food-day-sql.mjs";
import { call, registerUser } from "../../support/api";
import { sessionCookieFor } from "../../support/session-cookie";
import { localDateIn } from "@/lib/time/zones";

const DAY = "2026-03-14";
/** What GET /api/food-entries answers: the entries of one day. */
type Day = ApiResult<"/api/food-entries">;

async function ormRows(userId: string, date: string) {
  const db = await getDb();
  return db
    .select(entryColumns)
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date)))
    .orderBy(desc(foodEntries.time), desc(foodEntries.created_at));
}

async function insert(userId: string, rows: Partial<typeof foodEntries.$inferInsert>[]) {
  const db = await getDb();
  await db
    .insert(foodEntries)
    .values(rows.map((r) => ({ user_id: userId, food_name: "x", calories: 1, date: DAY, ...r })));
}

describe("the food day read", () => {
  const everyValue = "nulls, fractions, big and tiny numbers, quotes and unicode, newest first";
  it(`answers what the ORM rows would: ${everyValue}`, async () => {
    const { token, user } = await registerUser();
    const base = Date.parse("2026-03-14T10:00:00Z");
    await insert(user.id, [
      {
        food_name: 'Yoghurt "Greek" \\ 0% fat',
        calories: 0.1 + 0.2,
        protein: 1e-7,
        carbs: 123456789.125,
        fat: 0,
        time: "07:30",
        serving_size: null,
        created_at: new Date(base),
      },
      {
        food_name: "Crème brûlée 🍮 — 焼き",
        calories: 350,
        quantity: 2.5,
        unit: "gram",
        time: null,
        created_at: new Date(base + 1000),
      },
      {
        food_name: "Tab\tand\nnewline",
        calories: 1e21,
        meal_type: "dinner",
        time: "19:05",
        serving_size: "1 bowl",
        created_at: new Date(base + 2000),
      },
      { food_name: "Same time, later", calories: 5, time: "07:30", created_at: new Date(base + 3000) },
    ]);
    await insert((await registerUser()).user.id, [{ food_name: "Someone else's", time: "08:00" }]);

    const res = await call<Day>(list, { token, query: { date_param: DAY } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual(await ormRows(user.id, DAY));
    // NULL times first (as Postgres orders them descending), then by time, ties newest first
    expect(res.body.map((e) => e.food_name)).toEqual([
      "Crème brûlée 🍮 — 焼き",
      "Tab\tand\nnewline",
      "Same time, later",
      'Yoghurt "Greek" \\ 0% fat',
    ]);
    expect(Object.keys(res.body[0]!)).toEqual(Object.keys(entryColumns));
  });

  it("follows every write: an update through the API, and plain SQL moving an entry to another day", async () => {
    const { token, user } = await registerUser();
    await insert(user.id, [
      { food_name: "Oats", calories: 150, time: "08:00" },
      { food_name: "Tea", calories: 2, time: "09:00" },
    ]);
    const [oats] = (await ormRows(user.id, DAY)).filter((e) => e.food_name === "Oats");
    const day = async (date: string) => (await call<Day>(list, { token, query: { date_param: date } })).body;

    const put = await call(update, {
      token,
      method: "PUT",
      params: { entry_id: oats!.entry_id },
      body: { food_name: "Oats with honey", calories: 210.5 },
    });
    expect(put.status).toBe(200);
    expect(await day(DAY)).toEqual(await ormRows(user.id, DAY));
    expect((await day(DAY)).find((e) => e.entry_id === oats!.entry_id)).toMatchObject({
      food_name: "Oats with honey",
      calories: 210.5,
    });

    const db = await getDb();
    await db.update(foodEntries).set({ date: "2026-03-15" }).where(eq(foodEntries.entry_id, oats!.entry_id));
    expect((await day(DAY)).map((e) => e.food_name)).toEqual(["Tea"]);
    expect(await day("2026-03-15")).toEqual(await ormRows(user.id, "2026-03-15"));
    expect((await day("2026-03-15"))[0]).toMatchObject({ food_name: "Oats with honey", date: "2026-03-15" });

    await db.update(foodEntries).set({ serving_size: "1 cup", time: null }).where(eq(foodEntries.user_id, user.id));
    expect(await day(DAY)).toEqual(await ormRows(user.id, DAY));
    expect((await day(DAY))[0]).toMatchObject({ food_name: "Tea", serving_size: "1 cup", time: null });
  });

  it("an empty day is [] for a bearer token and for a browser session", async () => {
    const { token, user } = await registerUser();
    expect((await call(list, { token, query: { date_param: DAY } })).body).toEqual([]);
    const { cookie } = await sessionCookieFor(user.id);
    await insert(user.id, [{ food_name: "Pear" }]);
    const byCookie = await call<Day>(list, { headers: { cookie }, query: { date_param: DAY } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.map((e) => e.food_name)).toEqual(["Pear"]);
  });

  it("the bench's references send a statement that answers the very text this route sends", async () => {
    const { token, user } = await registerUser();
    await insert(user.id, [
      { food_name: "Rice", calories: 200, time: "12:00", protein: 4.2 },
      { food_name: "Crème 🍮", time: null, serving_size: "1 cup" },
    ]);
    const res = await list(
      new Request(`http://localhost:3000/api/food-entries?date_param=${DAY}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const sent = await res.text();

    // the bench runs it with its own pg pool; both drivers take (text, values) and answer rows as objects
    type Driver = { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    const client = ((await getDb()) as unknown as { $client: Driver }).$client;
    const query = foodDayQuery(`Bearer ${token}`, DAY)!;
    const { rows } = await client.query(query.text, query.values);
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]!)).toEqual([user.id, sent]);
    expect(JSON.parse(sent)).toHaveLength(2);
  });

  it("without date_param it is today in the user's time zone", async () => {
    const { token, user } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    await insert(user.id, [
      { food_name: "Today there", date: localDateIn("Pacific/Kiritimati") },
      { food_name: "Other day" },
    ]);
    const res = await call<Day>(list, { token });
    expect(res.body.map((e) => e.food_name)).toEqual(["Today there"]);
  });

  it("refuses an expired token, a deactivated account, an ended session and a garbage token with 401", async () => {
    const db = await getDb();
    const expired = await registerUser();
    await db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.user_id, expired.user.id));
    const inactive = await registerUser();
    await db.update(users).set({ is_active: false }).where(eq(users.id, inactive.user.id));
    const ended = await registerUser();
    const { cookie } = await sessionCookieFor(ended.user.id);
    await db.delete(authTokens).where(eq(authTokens.user_id, ended.user.id));

    for (const opts of [
      { token: expired.token },
      { token: inactive.token },
      { headers: { cookie } },
      { token: "not-a-real-token-but-long-enough" },
      { token: "short" },
      {},
    ]) {
      const res = await call(list, { ...opts, query: { date_param: DAY } });
      expect(res.status, JSON.stringify(opts)).toBe(401);
      expect(res.body).toEqual({ detail: "Not authenticated. Please log in." });
    }
  });
});
