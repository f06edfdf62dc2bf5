/**
 * POST /api/recipes/{recipe_id}/log: N servings as one food entry with N servings' figures, on
 * the day and meal given, all or none within the free plan's daily limit.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as day, POST as createEntry } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { MEAL_TYPES } from "@/lib/food/schema";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";
import { api, storedEntries } from "./support";

const oats = { food_name: "Oat base", calories: 100, protein: 4, carbs: 15, fat: 2, fiber: 3 };
const honey = { food_name: "Honey", calories: 50, protein: 0, carbs: 13, fat: 0, amount: 1 };

async function porridge(token: string) {
  const a = api(token);
  const { body: food } = await a.createFood(oats);
  const { body } = await a.create({
    name: "Porridge",
    servings: 2,
    ingredients: [{ food_id: food.food_id, amount: 2 }, honey],
  });
  return body.recipe_id;
}

async function makeFree(userId: string) {
  const db = await getDb();
  await db.update(users).set({ subscription_status: "free", subscription_end_date: null }).where(eq(users.id, userId));
}

describe("logging a recipe", () => {
  it("2 servings of a 125 kcal serving store one entry of 250 kcal on the day and meal given", async () => {
    const { token, user } = await registerUser();
    const id = await porridge(token);
    const res = await api(token).log(id, { servings: 2, meal_type: "lunch", date: "2026-03-01" });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    // per serving: 125 kcal, 4 g protein, 21.5 g carbs, 2 g fat, 3 g fibre; sugars, saturated fat, sodium unknown
    expect(res.body[0]).toEqual({
      entry_id: expect.any(String),
      food_name: "Porridge",
      calories: 250,
      meal_type: "lunch",
      serving_size: null,
      quantity: 2,
      unit: "serving",
      protein: 8,
      carbs: 43,
      fat: 4,
      fiber: 6,
      sugar: null,
      saturated_fat: null,
      sodium_mg: null,
      date: "2026-03-01",
      time: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const diary = await call<Record<string, unknown>[]>(day, { token, query: { date_param: "2026-03-01" } });
    expect(diary.body).toEqual(res.body);
    expect(await storedEntries(user.id)).toHaveLength(1);
  });

  it("half a serving is half the figures; the date is today and the meal the time of day's unless given", async () => {
    const { token } = await registerUser({ time_zone: "Pacific/Kiritimati" });
    const id = await porridge(token);
    const res = await api(token).log(id, { servings: 0.5 });
    expect(res.status).toBe(201);
    // 0.5 × 125 kcal, 0.5 × 21.5 g carbs = 10.75 → 10.8
    expect(res.body[0]).toMatchObject({ calories: 62.5, carbs: 10.8, quantity: 0.5 });
    expect(res.body[0]!.date).toBe(localDateIn("Pacific/Kiritimati"));
    expect(MEAL_TYPES).toContain(res.body[0]!.meal_type);
  });

  it("an unknown macro is logged as 0, as a typed entry's default", async () => {
    const { token } = await registerUser();
    const a = api(token);
    const { body } = await a.create({
      name: "Broth",
      servings: 1,
      ingredients: [{ food_name: "Stock", calories: 15, amount: 2 }],
    });
    const res = await a.log(body.recipe_id, { servings: 1, date: "2026-03-02" });
    expect(res.body[0]).toMatchObject({ calories: 30, protein: 0, carbs: 0, fat: 0, fiber: null });
  });

  it("the free plan's 6th entry of the day is refused whole with the 402 detail; another day is fine", async () => {
    const { token, user } = await registerUser();
    await makeFree(user.id);
    const id = await porridge(token);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(createEntry, { token, body: { food_name: `Apple ${i}`, calories: 95, date: "2026-03-03" } }))
          .status,
      ).toBe(201);
    const refused = await api(token).log(id, { servings: 2, date: "2026-03-03" });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toBe(
      "The Free plan allows 5 food entries per day. Upgrade to Premium for unlimited entries.",
    );
    expect(await storedEntries(user.id)).toHaveLength(5);
    expect((await api(token).log(id, { servings: 2, date: "2026-03-04" })).status).toBe(201);
  });

  it.each([
    [{ servings: 0 }, "Servings must be at least 0.1"],
    [{ servings: -1 }, "Servings must be at least 0.1"],
    [{ servings: "two" }, "Servings must be a number"],
    [{ servings: 1, meal_type: "brunch" }, "Meal type must be one of breakfast, lunch, dinner, snack"],
    [{ servings: 1, date: "2026-02-30" }, "Date must be a real calendar date (YYYY-MM-DD) from 1900 to 2100"],
    [{ servings: 1, date: "2099-01-01" }, "Date cannot be in the future"],
  ])("%o → 400 %j, nothing logged", async (body, detail) => {
    const { token, user } = await registerUser();
    const id = await porridge(token);
    const res = await api(token).log(id, body);
    expect(res).toMatchObject({ status: 400, body: { detail } });
    expect(await storedEntries(user.id)).toHaveLength(0);
  });

  it("tomorrow in the user's own zone is refused like any entry's date", async () => {
    const { token, user } = await registerUser({ time_zone: "Pacific/Pago_Pago" });
    const id = await porridge(token);
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11): its today is past the user's
    const tomorrow = localDateIn("Pacific/Kiritimati");
    const res = await api(token).log(id, { servings: 1, date: tomorrow });
    expect(res).toMatchObject({ status: 400, body: { detail: "Date cannot be in the future" } });
    expect(await storedEntries(user.id)).toHaveLength(0);
  });

  it("servings whose figures pass an entry's limits are refused, nothing logged", async () => {
    const { token, user } = await registerUser();
    const a = api(token);
    const { body } = await a.create({
      name: "Feast",
      servings: 1,
      ingredients: [{ food_name: "Roast", calories: 5000, amount: 1 }],
    });
    // 5 × 5000 kcal = 25000 kcal, over the 20000 an entry may hold
    const res = await a.log(body.recipe_id, { servings: 5, date: "2026-03-05" });
    expect(res).toMatchObject({ status: 400, body: { detail: "Calories must be at most 20000" } });
    expect(await storedEntries(user.id)).toHaveLength(0);
  });

  it("another user's recipe, or none, is a 404 and logs nothing", async () => {
    const owner = await registerUser();
    const id = await porridge(owner.token);
    const other = await registerUser();
    const res = await api(other.token).log(id, { servings: 1 });
    expect(res).toMatchObject({ status: 404, body: { detail: "Recipe not found." } });
    expect((await api(other.token).log("nope", { servings: 1 })).status).toBe(404);
    expect(await storedEntries(other.user.id)).toHaveLength(0);
    expect(await storedEntries(owner.user.id)).toHaveLength(0);
  });
});
