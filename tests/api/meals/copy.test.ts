/** "Copy yesterday's breakfast": POST /api/food-entries/copy logs a meal of one day again on another, all or none. */
import { describe, expect, it } from "vitest";
import { POST as copy } from "@/app/api/food-entries/copy/route";
import type { ApiResult } from "@/lib/api-client/contract";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { call } from "../../support/api";
import { countEntries, dayOf, logFood, PLAN_LIMIT, userOn, ZONE } from "./support";

type FoodEntry = ApiResult<"/api/food-entries", "post">;

const breakfast = [
  { food_name: "Oatmeal", calories: 150, meal_type: "breakfast", fiber: 4, sodium_mg: 115, time: "07:30" },
  { food_name: "Coffee", calories: 5, meal_type: "breakfast", serving_size: "1 mug", time: "07:45" },
];
const lunch = { food_name: "Tomato soup", calories: 200, meal_type: "lunch", time: "12:00" };

async function withYesterday(plan: "free" | "trial" = "trial") {
  const u = await userOn(plan);
  const today = localDateIn(ZONE);
  const yesterday = addDays(today, -1);
  for (const body of [...breakfast, lunch]) await logFood(u.token, { ...body, date: yesterday });
  return { ...u, today, yesterday };
}

describe("copying a meal", () => {
  it("logs yesterday's breakfast again today, at the same times, with every figure; lunch stays", async () => {
    const { token, user, today, yesterday } = await withYesterday();
    const res = await call<FoodEntry[]>(copy, {
      token,
      body: { from_date: yesterday, to_date: today, meal_type: "breakfast" },
    });
    expect(res.status).toBe(201);
    expect(res.body.map((e) => [e.food_name, e.calories, e.meal_type, e.date, e.time])).toEqual([
      ["Oatmeal", 150, "breakfast", today, "07:30"],
      ["Coffee", 5, "breakfast", today, "07:45"],
    ]);
    expect(res.body[0]).toMatchObject({ fiber: 4, sodium_mg: 115, sugar: null });
    expect(res.body[1]).toMatchObject({ serving_size: "1 mug" });
    expect(await dayOf(user.id, today)).toEqual([
      ["breakfast", "Oatmeal", 150, "07:30"],
      ["breakfast", "Coffee", 5, "07:45"],
    ]);
    expect(await dayOf(user.id, yesterday)).toHaveLength(3);
  });

  it("copies onto today when no to_date is given, and onto an earlier day", async () => {
    const { token, user, today, yesterday } = await withYesterday();
    expect((await call(copy, { token, body: { from_date: yesterday, meal_type: "lunch" } })).status).toBe(201);
    expect(await dayOf(user.id, today)).toEqual([["lunch", "Tomato soup", 200, "12:00"]]);
    const before = addDays(today, -5);
    const back = await call(copy, { token, body: { from_date: yesterday, to_date: before, meal_type: "lunch" } });
    expect(back.status).toBe(201);
    expect(await dayOf(user.id, before)).toEqual([["lunch", "Tomato soup", 200, "12:00"]]);
  });

  it.each<[string, (d: { today: string; yesterday: string; tomorrow: string }) => Record<string, unknown>, string]>([
    [
      "a meal with nothing logged",
      (d) => ({ from_date: d.yesterday, meal_type: "dinner" }),
      "Nothing is logged for dinner on {yesterday}.",
    ],
    [
      "a from_date after today",
      (d) => ({ from_date: d.tomorrow, meal_type: "breakfast" }),
      "From date cannot be in the future",
    ],
    [
      "a from_date in 2099",
      () => ({ from_date: "2099-01-01", meal_type: "breakfast" }),
      "From date cannot be in the future",
    ],
    [
      "a to_date after today",
      (d) => ({ from_date: d.yesterday, to_date: d.tomorrow, meal_type: "breakfast" }),
      "To date cannot be in the future",
    ],
    [
      "the same day",
      (d) => ({ from_date: d.yesterday, to_date: d.yesterday, meal_type: "breakfast" }),
      "Pick another day to copy from: a meal cannot be copied onto its own day",
    ],
    [
      "today onto today",
      (d) => ({ from_date: d.today, meal_type: "breakfast" }),
      "Pick another day to copy from: a meal cannot be copied onto its own day",
    ],
    ["no meal", (d) => ({ from_date: d.yesterday }), "Meal type must be one of breakfast, lunch, dinner, snack"],
    [
      "no from_date",
      () => ({ meal_type: "lunch" }),
      "From date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100",
    ],
  ])("refuses %s with a 400 and logs nothing", async (_, body, detail) => {
    // UTC-11: its tomorrow is still today somewhere on Earth, so only the service knows it is the future
    const u = await userOn("trial", { time_zone: "Pacific/Pago_Pago" });
    const today = localDateIn("Pacific/Pago_Pago");
    const d = { today, yesterday: addDays(today, -1), tomorrow: addDays(today, 1) };
    for (const e of breakfast) await logFood(u.token, { ...e, date: d.yesterday });
    await logFood(u.token, { ...breakfast[0], date: today });
    const res = await call(copy, { token: u.token, body: body(d) });
    expect(res).toMatchObject({ status: 400, body: { detail: detail.replace("{yesterday}", d.yesterday) } });
    expect(await countEntries(u.user.id)).toBe(3);
  });

  it("copies only the caller's own entries: another user's breakfast is nothing to copy", async () => {
    const owner = await withYesterday();
    const intruder = await userOn();
    const res = await call(copy, {
      token: intruder.token,
      body: { from_date: owner.yesterday, meal_type: "breakfast" },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: `Nothing is logged for breakfast on ${owner.yesterday}.` },
    });
    expect(await countEntries(intruder.user.id)).toBe(0);
    expect(await countEntries(owner.user.id)).toBe(3);
  });

  it("on the free plan, a copy that would pass 5 entries a day is refused whole with the 402 detail", async () => {
    const { token, user, today, yesterday } = await withYesterday("free");
    for (let i = 0; i < 4; i++) await logFood(token, { food_name: `Snack ${i}`, calories: 10 });
    const res = await call(copy, { token, body: { from_date: yesterday, meal_type: "breakfast" } });
    expect(res).toMatchObject({ status: 402, body: { detail: PLAN_LIMIT } });
    expect(await dayOf(user.id, today)).toHaveLength(4);
    // one entry fits: the lunch of one soup
    expect((await call(copy, { token, body: { from_date: yesterday, meal_type: "lunch" } })).status).toBe(201);
    expect(await dayOf(user.id, today)).toHaveLength(5);
  });
});
