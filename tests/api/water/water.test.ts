/** Water tracking calls: a day's total against the target, adding, refusing, deleting. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as remove } from "@/app/api/water/[entry_id]/route";
import { GET as day, POST as add } from "@/app/api/water/route";
import { PUT as putProfile } from "@/app/api/profile/route";
import { getDb } from "@/db/client";
import { waterEntries } from "@/db/schema";
import { localDateIn } from "@/lib/time/zones";
import { call, registration, registerUser } from "../../support/api";
import type { ApiResult } from "@/lib/api-client/contract";

type Day = ApiResult<"/api/water">;
type Entry = ApiResult<"/api/water", "post">;

async function storedAmounts(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select().from(waterEntries).where(eq(waterEntries.user_id, userId));
  return rows.map((r) => r.amount_ml).sort((a, b) => a - b);
}

describe("water", () => {
  it("answers an empty day with the default target of 2000 ml", async () => {
    const { token } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const res = await call<Day>(day, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ date: localDateIn("Pacific/Kiritimati"), total_ml: 0, target_ml: 2000, entries: [] });
  });

  it("adds entries on today's local date and totals them", async () => {
    const { token } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const first = await call<Entry>(add, { token, body: { amount_ml: 250 } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount_ml: 250, date: localDateIn("Pacific/Kiritimati") });
    expect(first.body.time).toMatch(/^\d\d:\d\d$/);
    await call(add, { token, body: { amount_ml: 500, time: "23:59" } });

    const res = await call<Day>(day, { token });
    expect(res.body.total_ml).toBe(750);
    expect(res.body.entries.map((e) => e.amount_ml)).toEqual([250, 500]);
    expect(Object.keys(res.body.entries[0]!).sort()).toEqual(["amount_ml", "date", "entry_id", "time"]);
  });

  it("keeps a past day's water on that day, read with date_param", async () => {
    const { token } = await registerUser();
    const res = await call<Entry>(add, { token, body: { amount_ml: 330, date: "2026-11-01", time: "08:15" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount_ml: 330, date: "2026-11-01", time: "08:15" });
    await call(add, { token, body: { amount_ml: 200, date: "2026-11-01", time: "07:00" } });
    await call(add, { token, body: { amount_ml: 999, date: "2026-11-02" } });

    const nov1 = await call<Day>(day, { token, query: { date_param: "2026-11-01" } });
    expect(nov1.body).toMatchObject({ date: "2026-11-01", total_ml: 530, target_ml: 2000 });
    expect(nov1.body.entries.map((e) => [e.time, e.amount_ml])).toEqual([
      ["07:00", 200],
      ["08:15", 330],
    ]);
  });

  it("answers the target the user set in their profile", async () => {
    const { password: _password, ...profile } = registration();
    const { token } = await registerUser(profile);
    const saved = await call(putProfile, { method: "PUT", token, body: { ...profile, water_target_ml: 2750 } });
    expect(saved.status).toBe(200);
    expect((await call<Day>(day, { token })).body.target_ml).toBe(2750);

    const tooSmall = await call(putProfile, { method: "PUT", token, body: { ...profile, water_target_ml: 100 } });
    expect(tooSmall).toMatchObject({
      status: 400,
      body: { detail: "Daily water target must be between 250 and 10000 ml" },
    });
    expect((await call<Day>(day, { token })).body.target_ml).toBe(2750);
  });

  it.each([
    [{ amount_ml: 0 }, "Amount must be between 1 and 10000 ml"],
    [{ amount_ml: -250 }, "Amount must be between 1 and 10000 ml"],
    [{ amount_ml: 10_001 }, "Amount must be between 1 and 10000 ml"],
    [{ amount_ml: 250.5 }, "Amount must be a whole number of ml"],
    [{ amount_ml: "250" }, "Amount must be a whole number of ml"],
    [{}, "Amount is required"],
    [{ amount_ml: 250, date: "2026-02-30" }, "Date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100"],
    [{ amount_ml: 250, time: "25:00" }, "Time must be a time of day (HH:MM, 00:00 to 23:59)"],
  ])("refuses %j with a 400 that names the problem and saves nothing", async (body, detail) => {
    const { token, user } = await registerUser();
    const res = await call(add, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await storedAmounts(user.id)).toEqual([]);
  });

  it("accepts the bounds 1 ml and 10000 ml", async () => {
    const { token, user } = await registerUser();
    expect((await call(add, { token, body: { amount_ml: 1 } })).status).toBe(201);
    expect((await call(add, { token, body: { amount_ml: 10_000 } })).status).toBe(201);
    expect(await storedAmounts(user.id)).toEqual([1, 10_000]);
  });

  it("refuses a date after the user's today, even where it is already today elsewhere", async () => {
    // at UTC-11 the user's today is behind most of the world's, so tomorrow passes the schema's check
    const { token, user } = await registerUser({ time_zone: "Pacific/Pago_Pago" });
    const today = localDateIn("Pacific/Pago_Pago");
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const res = await call(add, { token, body: { amount_ml: 250, date: tomorrow.toISOString().slice(0, 10) } });
    expect(res).toMatchObject({ status: 400, body: { detail: "Date cannot be in the future" } });
    const far = await call(add, { token, body: { amount_ml: 250, date: "2099-01-01" } });
    expect(far).toMatchObject({ status: 400, body: { detail: "Date cannot be in the future" } });
    expect(await storedAmounts(user.id)).toEqual([]);
  });

  it("deletes the user's own entry, and answers 404 for another user's", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const entry = await call<Entry>(add, { token: alice.token, body: { amount_ml: 250 } });

    const foreign = await call(remove, {
      method: "DELETE",
      token: bob.token,
      params: { entry_id: entry.body.entry_id },
    });
    expect(foreign).toMatchObject({ status: 404, body: { detail: "Water entry not found." } });
    expect(await storedAmounts(alice.user.id)).toEqual([250]);
    const bobsView = await call<Day>(day, { token: bob.token, query: { date_param: entry.body.date } });
    expect(bobsView.body.entries).toEqual([]);

    const mine = await call(remove, {
      method: "DELETE",
      token: alice.token,
      params: { entry_id: entry.body.entry_id },
    });
    expect(mine).toMatchObject({ status: 200, body: { detail: "Water entry deleted." } });
    expect(await storedAmounts(alice.user.id)).toEqual([]);
    const again = await call(remove, {
      method: "DELETE",
      token: alice.token,
      params: { entry_id: entry.body.entry_id },
    });
    expect(again.status).toBe(404);
    const malformed = await call(remove, { method: "DELETE", token: alice.token, params: { entry_id: "12" } });
    expect(malformed).toMatchObject({ status: 404, body: { detail: "Water entry not found." } });
  });

  it("answers 401 without a sign-in and 400 for a malformed date_param", async () => {
    expect((await call(day, {})).status).toBe(401);
    expect((await call(add, { body: { amount_ml: 250 } })).status).toBe(401);
    const { token } = await registerUser();
    const res = await call(day, { token, query: { date_param: "yesterday" } });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100" },
    });
  });
});
