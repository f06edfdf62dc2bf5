/** Saved meals: save a meal of a day (or foods given), list, rename, delete, and log it again in one step. */
import { describe, expect, it } from "vitest";
import { DELETE as removeEntry } from "@/app/api/food-entries/[entry_id]/route";
import { DELETE as remove, PUT as rename } from "@/app/api/meals/[meal_id]/route";
import { POST as logMeal } from "@/app/api/meals/[meal_id]/log/route";
import { GET as list, POST as save } from "@/app/api/meals/route";
import type { ApiResult } from "@/lib/api-client/contract";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { call } from "../../support/api";
import { countEntries, dayOf, logFood, PLAN_LIMIT, savedMealsOf, userOn, ZONE } from "./support";

type FoodEntry = ApiResult<"/api/food-entries", "post">;
type SavedMeal = ApiResult<"/api/meals", "post">;

const oatmeal = {
  food_name: "Oatmeal",
  calories: 150,
  meal_type: "breakfast",
  serving_size: "1 cup",
  protein: 5,
  carbs: 27,
  fat: 2.5,
  fiber: 4,
  sugar: 1,
  saturated_fat: 0.5,
  sodium_mg: 115,
  time: "07:30",
};
const banana = {
  food_name: "Banana",
  calories: 105,
  meal_type: "breakfast",
  serving_size: "1 medium (118 g)",
  protein: 1.3,
  carbs: 27,
  fat: 0.4,
  fiber: 3.1,
  sugar: 14.4,
  sodium_mg: 1,
  time: "07:35",
};
const soup = { food_name: "Tomato soup", calories: 200, meal_type: "lunch", time: "12:00" };

/** A user whose yesterday holds a breakfast of oatmeal and a banana, and a lunch. */
async function withBreakfast(plan: "free" | "trial" = "trial") {
  const u = await userOn(plan);
  const today = localDateIn(ZONE);
  const yesterday = addDays(today, -1);
  for (const body of [oatmeal, banana, soup]) await logFood(u.token, { ...body, date: yesterday });
  return { ...u, today, yesterday };
}

async function saveBreakfast(token: string, date: string) {
  const res = await call<SavedMeal>(save, {
    token,
    body: { name: "Usual breakfast", date, meal_type: "breakfast" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("saving a meal", () => {
  it("keeps each food of the meal of that day, with its figures, and lists it", async () => {
    const { token, yesterday } = await withBreakfast();
    const meal = await saveBreakfast(token, yesterday);
    expect(meal).toMatchObject({ name: "Usual breakfast", meal_type: "breakfast" });
    expect(meal.items).toEqual([
      {
        food_name: "Oatmeal",
        serving_size: "1 cup",
        calories: 150,
        protein: 5,
        carbs: 27,
        fat: 2.5,
        fiber: 4,
        sugar: 1,
        saturated_fat: 0.5,
        sodium_mg: 115,
        quantity: 1,
        unit: "serving",
        barcode: null,
      },
      {
        food_name: "Banana",
        serving_size: "1 medium (118 g)",
        calories: 105,
        protein: 1.3,
        carbs: 27,
        fat: 0.4,
        fiber: 3.1,
        sugar: 14.4,
        saturated_fat: null,
        sodium_mg: 1,
        quantity: 1,
        unit: "serving",
        barcode: null,
      },
    ]);
    // 150 + 105 kcal; 5 + 1.3, 27 + 27, 2.5 + 0.4 g
    expect(meal.totals).toEqual({ calories: 255, protein: 6.3, carbs: 54, fat: 2.9 });

    const snack = await call<SavedMeal>(save, {
      token,
      body: { name: "Apple snack", meal_type: "snack", items: [{ food_name: "Apple", calories: 95, fiber: 4.4 }] },
    });
    expect(snack.status).toBe(201);
    expect(snack.body.items).toEqual([
      expect.objectContaining({ food_name: "Apple", calories: 95, protein: 0, fiber: 4.4, sugar: null, quantity: 1 }),
    ]);
    const all = await call<SavedMeal[]>(list, { token });
    expect(all.body.map((m) => m.name)).toEqual(["Apple snack", "Usual breakfast"]);
  });

  it("saves today's meal when no date is given", async () => {
    const u = await userOn();
    await logFood(u.token, { ...soup });
    const res = await call<SavedMeal>(save, { token: u.token, body: { name: "Soup", meal_type: "lunch" } });
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => i.food_name)).toEqual(["Tomato soup"]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      "an empty meal of that day",
      { name: "Dinner", meal_type: "dinner" },
      "Nothing is logged for dinner on {yesterday}.",
    ],
    ["a blank name", { name: "  ", meal_type: "breakfast" }, "Meal name is required"],
    [
      "neither a meal nor items",
      { name: "Mine" },
      "Send the meal_type (and date) of a logged meal to save, or its items",
    ],
    ["no items", { name: "Mine", items: [] }, "A meal needs at least one item"],
    [
      "an item with negative calories",
      { name: "Mine", items: [{ food_name: "A", calories: -1 }] },
      "Calories cannot be negative",
    ],
    [
      "items and a date",
      { name: "Mine", items: [{ food_name: "A", calories: 1 }], date: "2026-01-01" },
      "Send either items or the date of a logged meal, not both",
    ],
    [
      "51 items",
      { name: "Mine", items: Array.from({ length: 51 }, () => ({ food_name: "A", calories: 1 })) },
      "A meal holds at most 50 items",
    ],
  ])("refuses %s with a 400 and saves nothing", async (_, body, detail) => {
    const { token, user, yesterday } = await withBreakfast();
    const res = await call(save, { token, body: body.meal_type === "dinner" ? { ...body, date: yesterday } : body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: detail.replace("{yesterday}", yesterday) });
    expect(await savedMealsOf(user.id)).toEqual([]);
  });

  it("renames a meal and changes the meal it is logged as; deleting it keeps the food it logged", async () => {
    const { token, user, yesterday, today } = await withBreakfast();
    const meal = await saveBreakfast(token, yesterday);
    const params = { meal_id: meal.meal_id };
    const renamed = await call<SavedMeal>(rename, {
      method: "PUT",
      token,
      params,
      body: { name: "Weekday breakfast", meal_type: "snack" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Weekday breakfast", meal_type: "snack" });
    expect((await call(rename, { method: "PUT", token, params, body: {} })).body).toEqual({
      detail: "Nothing to update",
    });

    expect((await call(logMeal, { token, params, body: {} })).status).toBe(201);
    expect((await dayOf(user.id, today)).map((e) => e[0])).toEqual(["snack", "snack"]);

    const gone = await call(remove, { method: "DELETE", token, params });
    expect(gone).toMatchObject({ status: 200, body: { detail: "Saved meal deleted." } });
    expect(await savedMealsOf(user.id)).toEqual([]);
    expect(await dayOf(user.id, today)).toHaveLength(2);
    expect(await call(logMeal, { token, params, body: {} })).toMatchObject({
      status: 404,
      body: { detail: "Saved meal not found." },
    });
  });
});

describe("logging a saved meal", () => {
  it("logs each item as a food entry of today's breakfast by default, and of the meal and day asked for", async () => {
    const { token, user, yesterday, today } = await withBreakfast();
    const meal = await saveBreakfast(token, yesterday);
    const res = await call<FoodEntry[]>(logMeal, { token, params: { meal_id: meal.meal_id }, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.map((e) => [e.food_name, e.calories, e.meal_type, e.date, e.fiber, e.saturated_fat])).toEqual([
      ["Oatmeal", 150, "breakfast", today, 4, 0.5],
      ["Banana", 105, "breakfast", today, 3.1, null],
    ]);
    expect(res.body[0]).toMatchObject({ serving_size: "1 cup", sodium_mg: 115, protein: 5 });

    const earlier = addDays(today, -3);
    const asLunch = await call<FoodEntry[]>(logMeal, {
      token,
      params: { meal_id: meal.meal_id },
      body: { meal_type: "lunch", date: earlier },
    });
    expect(asLunch.status).toBe(201);
    expect((await dayOf(user.id, earlier)).map((e) => [e[0], e[1], e[2]])).toEqual([
      ["lunch", "Banana", 105],
      ["lunch", "Oatmeal", 150],
    ]);
  });

  it("refuses a future day, in the schema and in the user's own time zone, and logs nothing", async () => {
    // UTC-11: its tomorrow is still today somewhere on Earth, so only the service knows it is the future
    const u = await userOn("trial", { time_zone: "Pacific/Pago_Pago" });
    const meal = await call<SavedMeal>(save, {
      token: u.token,
      body: { name: "Tea", items: [{ food_name: "Tea", calories: 2 }] },
    });
    const params = { meal_id: meal.body.meal_id };
    const tomorrow = addDays(localDateIn("Pacific/Pago_Pago"), 1);
    for (const date of [tomorrow, "2099-01-01"]) {
      const res = await call(logMeal, { token: u.token, params, body: { date } });
      expect(res).toMatchObject({ status: 400, body: { detail: "Date cannot be in the future" } });
    }
    expect(await countEntries(u.user.id)).toBe(0);
  });

  it("is a 404 for another user's meal or an id of no meal, and changes nothing", async () => {
    const owner = await withBreakfast();
    const meal = await saveBreakfast(owner.token, owner.yesterday);
    const intruder = await userOn();
    for (const meal_id of [meal.meal_id, "1b4e28ba-2fa1-41d2-883f-0016d3cca427", "not-an-id"]) {
      const params = { meal_id };
      const calls = [
        call(logMeal, { token: intruder.token, params, body: {} }),
        call(rename, { method: "PUT", token: intruder.token, params, body: { name: "Mine now" } }),
        call(remove, { method: "DELETE", token: intruder.token, params }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res).toMatchObject({ status: 404, body: { detail: "Saved meal not found." } });
      }
    }
    expect(await countEntries(intruder.user.id)).toBe(0);
    expect((await savedMealsOf(owner.user.id)).map((m) => m.name)).toEqual(["Usual breakfast"]);
    expect(await call(list, { token: intruder.token })).toMatchObject({ status: 200, body: [] });
  });

  it("on the free plan, a meal that would pass 5 entries a day is refused whole with the 402 detail", async () => {
    const { token, user, yesterday, today } = await withBreakfast("free");
    const meal = await saveBreakfast(token, yesterday);
    const params = { meal_id: meal.meal_id };
    const today4 = [];
    for (let i = 0; i < 4; i++) today4.push(await logFood(token, { food_name: `Snack ${i}`, calories: 10 }));
    const refused = await call(logMeal, { token, params, body: {} });
    expect(refused).toMatchObject({ status: 402, body: { detail: PLAN_LIMIT } });
    expect(await dayOf(user.id, today)).toHaveLength(4);

    // with 3 logged, both items fit: 5 entries
    await call(removeEntry, {
      method: "DELETE",
      token,
      params: { entry_id: today4[0]!.entry_id },
    });
    expect((await call(logMeal, { token, params, body: {} })).status).toBe(201);
    expect(await dayOf(user.id, today)).toHaveLength(5);
  });
});
