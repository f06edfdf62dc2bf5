/** The exercise log over its REST calls: create, list by date, edit and delete by id, bad input. */
import { describe, expect, it } from "vitest";
import { DELETE as remove, PUT as update } from "@/app/api/exercises/[entry_id]/route";
import { GET as list, POST as create } from "@/app/api/exercises/route";
import { call, registerUser } from "../../support/api";
import type { ApiResult } from "@/lib/api-client/contract";
import { localDateIn } from "@/lib/time/zones";

type Entry = ApiResult<"/api/exercises", "post">;

const run = {
  exercise_name: "Running",
  duration_minutes: 30,
  calories_burned: 300,
  exercise_type: "cardio",
  notes: "Park loop",
};

describe("POST /api/exercises", () => {
  it("logs an exercise for today in the user's time zone and answers its entry_id", async () => {
    const { token } = await registerUser({ time_zone: "Pacific/Auckland" });
    const res = await call<Entry>(create, { token, body: run });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...run, calories_estimated: false, date: localDateIn("Pacific/Auckland") });
    expect(res.body.entry_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it("estimates blank calories from MET × weight × hours and marks them estimated", async () => {
    const { token } = await registerUser({ current_weight_kg: 70 });
    const res = await call<Entry>(create, {
      token,
      body: { exercise_name: "Running", duration_minutes: 30, calories_burned: null, intensity: "moderate" },
    });
    expect(res.status).toBe(201);
    // running 9.8 MET × 70 kg × 0.5 h
    expect(res.body).toMatchObject({ calories_burned: 343, calories_estimated: true, exercise_type: "cardio" });
    const vigorous = await call<Entry>(create, {
      token,
      body: { exercise_name: "Running", duration_minutes: 30, intensity: "vigorous" },
    });
    expect(vigorous.body.calories_burned).toBe(Math.round(9.8 * 1.3 * 70 * 0.5));
  });

  it("derives exercise_type from intensity: light → flexibility, high → strength, else cardio", async () => {
    const { token } = await registerUser();
    const types: Record<string, string> = {};
    for (const intensity of ["light", "moderate", "vigorous", "high"]) {
      const res = await call<Entry>(create, {
        token,
        body: { exercise_name: "Session", duration_minutes: 20, intensity },
      });
      types[intensity] = res.body.exercise_type;
    }
    expect(types).toEqual({ light: "flexibility", moderate: "cardio", vigorous: "cardio", high: "strength" });
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ["duration 0", { duration_minutes: 0 }, /Duration must be at least 1 minute/],
    ["duration as text", { duration_minutes: "thirty" }, /Duration must be a number/],
    ["no duration", { duration_minutes: undefined }, /Duration is required/],
    ["fractional duration", { duration_minutes: 12.5 }, /whole number of minutes/],
    ["negative calories", { calories_burned: -5 }, /Calories burned cannot be negative/],
    ["calories as text", { calories_burned: "lots" }, /Calories burned must be a number/],
    [
      "unknown type",
      { exercise_type: "swimming" },
      /Exercise type must be one of cardio, strength, flexibility, mixed/,
    ],
    ["unknown intensity", { intensity: "extreme" }, /Intensity must be one of/],
    ["missing name", { exercise_name: "  " }, /Exercise name is required/],
    ["impossible date", { date: "2026-02-30" }, /real calendar date/],
  ];
  it.each(bad)("refuses %s with a 400 detail and saves nothing", async (_label, change, detail) => {
    const { token } = await registerUser();
    const res = await call(create, { token, body: { ...run, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect((await call<Entry[]>(list, { token })).body).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect((await call(create, { body: run })).status).toBe(401);
  });
});

describe("GET /api/exercises", () => {
  it("lists the user's own entries, newest first, optionally of one date", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    await call(create, { token, body: { ...run, exercise_name: "Old ride", date: "2026-01-02" } });
    await call(create, { token, body: { ...run, exercise_name: "New swim", date: "2026-01-05" } });
    await call(create, { token: other.token, body: { ...run, exercise_name: "Not mine", date: "2026-01-05" } });
    const all = await call<Entry[]>(list, { token });
    expect(all.body.map((e) => e.exercise_name)).toEqual(["New swim", "Old ride"]);
    const day = await call<Entry[]>(list, { token, query: { date_param: "2026-01-02" } });
    expect(day.body.map((e) => e.exercise_name)).toEqual(["Old ride"]);
    expect((await call(list, { token, query: { date_param: "yesterday" } })).status).toBe(400);
  });
});

describe("PUT and DELETE /api/exercises/{entry_id}", () => {
  it("edits by id, re-estimating blank calories, and refuses another user's entry with 404", async () => {
    const { token } = await registerUser({ current_weight_kg: 80 });
    const other = await registerUser();
    const made = await call<Entry>(create, { token, body: run });
    const id = made.body.entry_id;
    const edited = await call<Entry>(update, {
      method: "PUT",
      token,
      params: { entry_id: id },
      body: {
        exercise_name: "Yoga",
        duration_minutes: 60,
        calories_burned: null,
        exercise_type: "flexibility",
        notes: "",
      },
    });
    expect(edited.status).toBe(200);
    // yoga 2.5 MET × 80 kg × 1 h
    expect(edited.body).toMatchObject({
      entry_id: id,
      exercise_name: "Yoga",
      duration_minutes: 60,
      calories_burned: 200,
      calories_estimated: true,
      notes: null,
    });
    const theirs = await call(update, {
      method: "PUT",
      token: other.token,
      params: { entry_id: id },
      body: { ...run },
    });
    expect(theirs.status).toBe(404);
    const badEdit = await call(update, {
      method: "PUT",
      token,
      params: { entry_id: id },
      body: { ...run, duration_minutes: 0 },
    });
    expect(badEdit.status).toBe(400);
    const still = await call<Entry[]>(list, { token });
    expect(still.body[0]).toMatchObject({ exercise_name: "Yoga", duration_minutes: 60 });
  });

  it("deletes by id once; then, like another user's or a malformed id, it is 404", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const id = (await call<Entry>(create, { token, body: run })).body.entry_id;
    expect((await call(remove, { method: "DELETE", token: other.token, params: { entry_id: id } })).status).toBe(404);
    expect((await call(remove, { method: "DELETE", token, params: { entry_id: id } })).status).toBe(204);
    const again = await call(remove, { method: "DELETE", token, params: { entry_id: id } });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe("Exercise not found.");
    expect((await call(remove, { method: "DELETE", token, params: { entry_id: "not-a-uuid" } })).status).toBe(404);
    expect((await call<Entry[]>(list, { token })).body).toEqual([]);
  });
});
