/** The My Foods form and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { PUT as update } from "@/app/api/foods/[food_id]/route";
import { POST as create } from "@/app/api/foods/route";
import { customFoodPayload, valuesOf, type CustomFoodValues } from "@/components/custom-foods/custom-food-form";
import { customFoodSchema } from "@/lib/food/custom-foods/schema";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";

const typed: CustomFoodValues = {
  ...valuesOf(null),
  food_name: "Home granola",
  serving_size: "1 bowl",
  calories: "270",
  protein: "7",
};

describe("custom food form and API messages", () => {
  it.each([
    ["food_name", { food_name: "  " }],
    ["calories", { calories: "" }],
    ["calories", { calories: "-1" }],
    ["calories", { calories: "20001" }],
    ["protein", { protein: "-3" }],
    ["fiber", { fiber: "2001" }],
    ["sodium_mg", { sodium_mg: "-1" }],
    ["brand", { brand: "x".repeat(101) }],
    ["serving_size", { serving_size: "x".repeat(101) }],
    ["barcode", { barcode: "3017620422004" }],
    ["barcode", { barcode: "12345" }],
  ])("say the same about a bad %s (%o), on create and on edit", async (field, change) => {
    const { token } = await registerUser();
    const payload = customFoodPayload({ ...typed, ...change });
    const form = validate(customFoodSchema, payload);
    expect(form.ok).toBe(false);
    const message = form.ok ? "" : form.errors[field];
    expect(message).toBeTruthy();
    const created = await call(create, { token, body: payload });
    expect(created).toMatchObject({ status: 400, body: { detail: message } });

    // the edit form checks with the same schema (it sends every field); a blank calories the API reads as "unchanged"
    if (payload.calories === undefined) return;
    const { body: food } = await call<CustomFoodView>(create, { token, body: customFoodPayload(typed) });
    const updated = await call(update, { token, method: "PUT", params: { food_id: food.food_id }, body: payload });
    expect(updated).toMatchObject({ status: 400, body: { detail: message } });
  });

  it("a typed word in a number field is refused by the form, which sends nothing", () => {
    const form = validate(customFoodSchema, customFoodPayload({ ...typed, fat: "some" }));
    expect(form.ok ? {} : form.errors).toEqual({ fat: "Fat must be a number" });
  });

  it("sends blank nutrients as unknown, and an edit clears one left blank", async () => {
    const { token } = await registerUser();
    const res = await call<CustomFoodView>(create, { token, body: customFoodPayload(typed) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ food_name: "Home granola", calories: 270, protein: 7, carbs: null, brand: null });
    const edited = customFoodPayload({ ...valuesOf(res.body), protein: "", fiber: "4.5" });
    const put = await call<CustomFoodView>(update, {
      token,
      method: "PUT",
      params: { food_id: res.body.food_id },
      body: edited,
    });
    expect(put.body).toMatchObject({ protein: null, fiber: 4.5, calories: 270 });
  });
});
