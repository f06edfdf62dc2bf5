/** The food forms and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { PUT as update } from "@/app/api/food-entries/[entry_id]/route";
import { POST as create } from "@/app/api/food-entries/route";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { editPayload, type EditValues } from "@/components/food/edit-entry-dialog";
import { foodLogPayload, type FoodLogValues } from "@/components/food/food-log-form";
import { barcodeBodySchema, foodEntryCreateSchema, foodEntryUpdateSchema } from "@/lib/food/schema";
import type { FoodEntryView } from "@/lib/food/service";
import { validate } from "@/lib/validation/issues";
import type { $ZodType } from "zod/v4/core";
import { call, registerUser } from "../../support/api";

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
  date: "2026-03-01",
  barcode: "",
};

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
    const res = await call<FoodEntryView>(create, { token, body: payload });
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
  ])("say the same about a bad %s (%o)", async (field, change) => {
    const { token } = await registerUser();
    const entry = (await call<FoodEntryView>(create, { token, body: { food_name: "Toast", calories: 120 } })).body;
    const values: EditValues = {
      food_name: "Toast",
      quantity: "1",
      unit: "slice",
      calories: "120",
      meal_type: "lunch",
      date: entry.date,
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
    const entry = (await call<FoodEntryView>(create, { token, body })).body;
    const payload = editPayload(entry, {
      food_name: "Toast",
      quantity: "2",
      unit: "slice",
      calories: "240",
      meal_type: "lunch",
      date: entry.date,
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
