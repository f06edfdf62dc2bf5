/** The food diary calls: create, list by date, update, delete, daily totals, plan limit. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Pool } from "pg";
import { GET as stats, PUT as putSteps } from "@/app/api/daily-stats/route";
import { DELETE as remove, PUT as update } from "@/app/api/food-entries/[entry_id]/route";
import { GET as list, POST as create } from "@/app/api/food-entries/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { getDb } from "@/db/client";
import { foodEntries, users } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";

type Entry = ApiResult<"/api/food-entries", "post">;
type DayStats = ApiResult<"/api/daily-stats">;
const apple = {
  food_name: "Apple",
  calories: 95,
  meal_type: "snack",
  serving_size: "1 medium",
  protein: 0.5,
  carbs: 25,
  fat: 0.3,
};

async function countEntries(userId: string) {
  const db = await getDb();
  return (await db.select().from(foodEntries).where(eq(foodEntries.user_id, userId))).length;
}

describe("food entries", () => {
  it("creates an entry on today's local date and lists it; totals follow", async () => {
    const { token, user } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const res = await call<Entry>(create, { token, body: apple });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      food_name: "Apple",
      calories: 95,
      meal_type: "snack",
      quantity: 1,
      unit: "serving",
    });
    expect(res.body.date).toBe(localDateIn("Pacific/Kiritimati"));
    await call(create, { token, body: { food_name: "Toast", calories: 120.5, protein: 4, carbs: 20, fat: 1.5 } });

    const today = await call<Entry[]>(list, { token });
    expect(today.status).toBe(200);
    expect(today.body.map((e) => e.food_name).sort()).toEqual(["Apple", "Toast"]);
    expect(today.body.find((e) => e.food_name === "Toast")?.meal_type).toBe("breakfast");

    const day = await call<DayStats>(stats, { token });
    expect(day.body).toEqual({
      date: res.body.date,
      steps: 0,
      calories_consumed: 215.5,
      protein: 4.5,
      carbs: 45,
      fat: 1.8,
      // neither entry states the nutrients beyond the four: nothing summed, both counted as unknown
      fiber: 0,
      sugar: 0,
      saturated_fat: 0,
      sodium_mg: 0,
      salt_g: 0,
      entry_count: 2,
      unknown_entries: { fiber: 2, sugar: 2, saturated_fat: 2, sodium_mg: 2 },
      calories_burned: 0,
      net_calories: 215.5,
    });
    expect(await countEntries(user.id)).toBe(2); // stored under this user
  });

  it("reads another date with date_param, and a bad date_param is a 400", async () => {
    const { token } = await registerUser();
    await call(create, { token, body: { ...apple, date: "2026-01-02" } });
    const other = await call<Entry[]>(list, { token, query: { date_param: "2026-01-02" } });
    expect(other.body).toHaveLength(1);
    expect((await call<Entry[]>(list, { token })).body).toHaveLength(0);
    expect((await call<DayStats>(stats, { token, query: { date_param: "2026-01-02" } })).body).toMatchObject({
      calories_consumed: 95,
    });
    const bad = await call(list, { token, query: { date_param: "02/01/2026" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/YYYY-MM-DD/);
  });

  const badBodies: [string, Record<string, unknown>, RegExp][] = [
    ["missing name", { food_name: undefined }, /Food name is required/],
    ["blank name", { food_name: "   " }, /Food name is required/],
    ["calories as text", { calories: "lots" }, /Calories must be a number/],
    ["missing calories", { calories: undefined }, /Calories are required/],
    ["negative calories", { calories: -5 }, /Calories cannot be negative/],
    ["unknown meal type", { meal_type: "brunch" }, /Meal type must be one of breakfast, lunch, dinner, snack/],
    ["unknown unit", { unit: "bucket" }, /Unit must be one of/],
    ["negative protein", { protein: -1 }, /Protein cannot be negative/],
    ["zero quantity", { quantity: 0 }, /Quantity must be at least 0.1/],
  ];
  it.each(badBodies)("POST with %s → 400, nothing saved", async (_n, change, detail) => {
    const { token, user } = await registerUser();
    const res = await call(create, { token, body: { ...apple, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await countEntries(user.id)).toBe(0);
  });

  it("needs a sign-in", async () => {
    expect((await call(list)).status).toBe(401);
    expect((await call(create, { body: apple })).status).toBe(401);
  });

  it("updates and deletes one's own entry; another user's is a 404 and stays", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const made = await call<Entry>(create, { token: a.token, body: apple });
    const id = made.body.entry_id;

    const theirs = await call(update, {
      token: b.token,
      params: { entry_id: id },
      method: "PUT",
      body: { calories: 1 },
    });
    expect(theirs.status).toBe(404);
    expect((await call(remove, { token: b.token, params: { entry_id: id }, method: "DELETE" })).status).toBe(404);

    const edited = await call<Entry>(update, {
      token: a.token,
      params: { entry_id: id },
      method: "PUT",
      body: { food_name: "Green apple", quantity: 2, unit: "piece", calories: 190, meal_type: "lunch" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      food_name: "Green apple",
      quantity: 2,
      unit: "piece",
      calories: 190,
      meal_type: "lunch",
    });

    const blank = await call(update, {
      token: a.token,
      params: { entry_id: id },
      method: "PUT",
      body: { food_name: " " },
    });
    expect(blank.status).toBe(400);
    expect(
      (await call(update, { token: a.token, params: { entry_id: id }, method: "PUT", body: { quantity: 0.05 } }))
        .status,
    ).toBe(400);
    expect(
      (await call(update, { token: a.token, params: { entry_id: "not-a-uuid" }, method: "PUT", body: { calories: 1 } }))
        .status,
    ).toBe(404);

    const gone = await call(remove, { token: a.token, params: { entry_id: id }, method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(await countEntries(a.user.id)).toBe(0);
    expect((await call(remove, { token: a.token, params: { entry_id: id }, method: "DELETE" })).status).toBe(404);
  });

  it("the free plan allows 5 entries a day: the 6th is a 402 and is not saved; another day is fine", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ subscription_status: "free", subscription_end_date: null })
      .where(eq(users.id, user.id));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(create, { token, body: { ...apple, food_name: `Apple ${i}` } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 402]);
    const refused = results.find((r) => r.status === 402)!;
    expect(refused.body.detail).toBe(
      "The Free plan allows 5 food entries per day. Upgrade to Premium for unlimited entries.",
    );
    expect(await countEntries(user.id)).toBe(5);
    expect((await call(create, { token, body: { ...apple, date: "2025-12-31" } })).status).toBe(201);
  });

  it("a trial (premium) account has no daily limit", async () => {
    const { token } = await registerUser();
    for (let i = 0; i < 6; i++) expect((await call(create, { token, body: apple })).status).toBe(201);
  });

  // Needs a second connection to hold the lock: Postgres only (PGlite has one).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "only the free plan's entries wait for the per-user lock that guards its daily limit",
    async () => {
      const free = await registerUser();
      const paying = await registerUser();
      const db = await getDb();
      await db
        .update(users)
        .set({ subscription_status: "free", subscription_end_date: null })
        .where(eq(users.id, free.user.id));
      const holder = await (db as unknown as { $client: Pool }).$client.connect();
      try {
        await holder.query("begin");
        for (const { user } of [free, paying])
          await holder.query("select pg_advisory_xact_lock(hashtext($1))", [`food:${user.id}`]);
        const within = <T>(p: Promise<T>, ms: number) =>
          Promise.race([p, new Promise<"waiting">((r) => setTimeout(() => r("waiting"), ms))]);

        const paid = await within(call(create, { token: paying.token, body: apple }), 2_000);
        expect(paid === "waiting" ? paid : paid.status).toBe(201);

        const freeCall = call(create, { token: free.token, body: apple });
        expect(await within(freeCall, 300)).toBe("waiting");
        await holder.query("commit");
        expect((await freeCall).status).toBe(201);
        expect(await countEntries(free.user.id)).toBe(1);
      } finally {
        holder.release();
      }
    },
  );
});

describe("PUT /api/daily-stats", () => {
  it("records and replaces a day's steps", async () => {
    const { token } = await registerUser();
    const first = await call(putSteps, { token, method: "PUT", body: { steps: 4200 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ steps: 4200, calories_consumed: 0 });
    await call(putSteps, { token, method: "PUT", body: { steps: 8000 } });
    expect((await call<DayStats>(stats, { token })).body).toMatchObject({ steps: 8000 });
    const other = await call(putSteps, { token, method: "PUT", body: { steps: 100, date: "2026-02-01" } });
    expect(other.body).toMatchObject({ date: "2026-02-01", steps: 100 });
    expect((await call<DayStats>(stats, { token })).body).toMatchObject({ steps: 8000 });
  });

  it("refuses negative, fractional and text steps", async () => {
    const { token } = await registerUser();
    for (const steps of [-1, 1.5, "many"]) {
      const res = await call(putSteps, { token, method: "PUT", body: { steps } });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/Steps/);
    }
  });
});

describe("a day's net calories and an entry's date", () => {
  it("daily-stats subtracts the day's exercise calories from what was eaten, that day only", async () => {
    const { token } = await registerUser();
    const day = "2026-03-10";
    await call(create, { token, body: { food_name: "Pasta", calories: 700, date: day } });
    await call(create, { token, body: { food_name: "Salad", calories: 250.5, date: day } });
    await call(create, { token, body: { food_name: "Cake", calories: 400, date: "2026-03-11" } });
    for (const [calories_burned, date] of [
      [300, day],
      [120, day],
      [999, "2026-03-09"],
    ] as const) {
      const res = await call(logExercise, {
        token,
        body: { exercise_name: "Run", duration_minutes: 30, calories_burned, exercise_type: "cardio", date },
      });
      expect(res.status).toBe(201);
    }
    const res = await call<DayStats>(stats, { token, query: { date_param: day } });
    expect(res.body).toMatchObject({ calories_consumed: 950.5, calories_burned: 420, net_calories: 530.5 });
  });

  it("an update can move an entry to another day; a malformed date is a 400 naming it, nothing changed", async () => {
    const { token } = await registerUser();
    const made = await call<Entry>(create, { token, body: { food_name: "Soup", calories: 200, date: "2026-04-01" } });
    const bad = await call(update, {
      token,
      method: "PUT",
      params: { entry_id: made.body.entry_id },
      body: { date: "2026-02-30" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/Date/);
    const moved = await call<Entry>(update, {
      token,
      method: "PUT",
      params: { entry_id: made.body.entry_id },
      body: { date: "2026-04-02" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.date).toBe("2026-04-02");
    expect((await call<Entry[]>(list, { token, query: { date_param: "2026-04-01" } })).body).toHaveLength(0);
    expect((await call<Entry[]>(list, { token, query: { date_param: "2026-04-02" } })).body).toHaveLength(1);
  });
});
