/** The food forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { PUT as update } from "@/app/api/food-entries/[entry_id]/route";
import { POST as create } from "@/app/api/food-entries/route";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { editPayload, type EditValues } from "@/components/food/edit-entry-dialog";
import { foodLogPayload, type FoodLogValues } from "@/components/food/food-log-form";
import { scaled } from "@/components/food/numbers";
import { pickServing, servingChoices, servingOf, withChoice, type FoodPick } from "@/lib/food/servings";
import { barcodeBodySchema, foodEntryCreateSchema, foodEntryUpdateSchema } from "@/lib/food/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { validate } from "@/lib/validation/issues";
import type { $ZodType } from "zod/v4/core";
import { call, registerUser } from "../../support/api";

type FoodEntry = ApiResult<"/api/food-entries", "post">;

const logged: FoodLogValues = {
  food_name: "Porridge",
  meal_type: "breakfast",
  calories: "320",
  serving_size: "",
  quantity: "1",
  unit: "serving",
  protein: "",
  carbs: "",
  fat: "",
  fiber: "",
  sugar: "",
  saturated_fat: "",
  sodium_mg: "",
  date: "2026-03-01",
  barcode: "",
};

const noExtras = { fiber: "", sugar: "", saturated_fat: "", sodium_mg: "" };

/** What the form shows beside `field` for `payload`, which must be refused. */
function formMessage(schema: $ZodType, payload: unknown, field: string): string {
  const form = validate(schema, payload);
  expect(form.ok).toBe(false);
  const message = form.ok ? "" : form.errors[field];
  expect(message).toBeTruthy();
  return message!;
}

describe("food log form and API messages", () => {
  it.each([
    ["food_name", { food_name: "   " }],
    ["calories", { calories: "" }],
    ["calories", { calories: "lots" }],
    ["calories", { calories: "-5" }],
    ["quantity", { quantity: "0" }],
    ["protein", { protein: "some" }],
    ["fat", { fat: "2001" }],
    ["serving_size", { serving_size: "x".repeat(101) }],
    ["date", { date: "2026-02-30" }],
    ["date", { date: "" }],
    ["barcode", { barcode: "3017620422004" }],
    ["fiber", { fiber: "-0.5" }],
    ["sugar", { sugar: "-1" }],
    ["sodium_mg", { sodium_mg: "100001" }],
  ])("say the same about a bad %s (%o)", async (field, change) => {
    const { token } = await registerUser();
    const payload = foodLogPayload({ ...logged, ...change });
    const inForm = formMessage(foodEntryCreateSchema, payload, field);
    const api = await call(create, { token, body: payload });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: inForm });
  });

  it("the form's input for a good entry is one the API takes, blank figures at their defaults", async () => {
    const { token } = await registerUser();
    const payload = foodLogPayload({ ...logged, food_name: " Porridge ", quantity: "" });
    expect(validate(foodEntryCreateSchema, payload).ok).toBe(true);
    const res = await call<FoodEntry>(create, { token, body: payload });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      food_name: "Porridge",
      quantity: 1,
      protein: 0,
      serving_size: null,
      date: "2026-03-01",
    });
  });
});

describe("food edit form and API messages", () => {
  it.each([
    ["food_name", { food_name: " " }],
    ["calories", { calories: "-5" }],
    ["quantity", { quantity: "0.05" }],
    ["quantity", { quantity: "two" }],
    ["date", { date: "2026-13-01" }],
    ["saturated_fat", { saturated_fat: "2001" }],
    ["fiber", { fiber: "2000.1" }],
  ])("say the same about a bad %s (%o)", async (field, change) => {
    const { token } = await registerUser();
    const entry = (await call<FoodEntry>(create, { token, body: { food_name: "Toast", calories: 120 } })).body;
    const values: EditValues = {
      food_name: "Toast",
      quantity: "1",
      unit: "slice",
      calories: "120",
      meal_type: "lunch",
      date: entry.date,
      ...noExtras,
    };
    const payload = editPayload(entry, { ...values, ...change });
    const inForm = formMessage(foodEntryUpdateSchema, payload, field);
    const api = await call(update, { token, method: "PUT", params: { entry_id: entry.entry_id }, body: payload });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: inForm });
  });

  it("scales the macros with the quantity, and the API takes it", async () => {
    const { token } = await registerUser();
    const body = { food_name: "Toast", calories: 120, protein: 4, carbs: 20, fat: 1.5 };
    const entry = (await call<FoodEntry>(create, { token, body })).body;
    const payload = editPayload(entry, {
      food_name: "Toast",
      quantity: "2",
      unit: "slice",
      calories: "240",
      meal_type: "lunch",
      date: entry.date,
      ...noExtras,
    });
    expect(payload).toMatchObject({ quantity: 2, protein: 8, carbs: 40, fat: 3 });
    const res = await call(update, { token, method: "PUT", params: { entry_id: entry.entry_id }, body: payload });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quantity: 2, calories: 240, protein: 8 });
  });
});

describe("barcode field and API messages", () => {
  it("say the same about a code that is too long", async () => {
    const { token } = await registerUser();
    const payload = { barcode: "1".repeat(65) };
    const inForm = formMessage(barcodeBodySchema, payload, "barcode");
    const api = await call(scan, { token, body: payload });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ detail: inForm });
  });
});

describe("a serving picked in the log form", () => {
  // SR28 09040, Bananas, raw: 89 kcal, 22.84 g carbs, 2.6 g fibre per 100 g; 1 medium weighs 118 g
  const banana: FoodPick = {
    source: "product",
    id: "usda:09040",
    food_name: "Bananas, raw",
    serving_size: "100 g",
    calories: 89,
    protein: 1.09,
    carbs: 22.84,
    fat: 0.33,
    servings: [{ label: "1 medium", grams: 118 }],
    per_100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23, sodium_mg: 1 },
  };

  it("logs 1 medium banana as 105 kcal, its serving kept as 1 medium (118 g)", async () => {
    const { token } = await registerUser();
    const first = pickServing(servingChoices(banana));
    const values = { ...logged, food_name: "Bananas, raw", quantity: first.amount, ...scaled(first.per, 1) };
    const res = await call<FoodEntry>(create, {
      token,
      body: foodLogPayload(values, servingOf(first.state.choices[0]!, 1)),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      food_name: "Bananas, raw",
      calories: 105,
      serving_size: "1 medium (118 g)",
      quantity: 1,
      unit: "serving",
      carbs: 27,
      fiber: 3.1,
      sugar: 14.4,
      saturated_fat: null,
      sodium_mg: 1,
    });
  });

  it("logs a free amount of 150 g as one serving of 150 g (133.5 kcal, shown whole as 134)", async () => {
    const { token } = await registerUser();
    const first = pickServing(servingChoices(banana));
    const amount = withChoice(first.state, 2, first.amount);
    expect(amount.amount).toBe("100");
    const values = { ...logged, food_name: "Bananas, raw", quantity: "150", ...scaled(amount.per, 150) };
    const res = await call<FoodEntry>(create, {
      token,
      body: foodLogPayload(values, servingOf(amount.state.choices[2]!, 150)),
    });
    // 1.5 × (89 kcal, 22.84 g, 2.6 g)
    expect(res.body).toMatchObject({ serving_size: "150 g", quantity: 1, calories: 134, carbs: 34.3, fiber: 3.9 });
  });
});
