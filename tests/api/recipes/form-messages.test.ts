/** The recipe builder, the log dialog and the API refuse the same bad input in the same words. */
import { describe, expect, it } from "vitest";
import { POST as logRecipe } from "@/app/api/recipes/[recipe_id]/log/route";
import { POST as create } from "@/app/api/recipes/route";
import { recipeLogPayload } from "@/components/recipes/log-recipe-dialog";
import {
  ingredientErrors,
  liveNutrition,
  recipePayload,
  rowField,
  suggestionRow,
  typedRow,
  type RecipeValues,
} from "@/components/recipes/recipe-values";
import { recipeLogSchema, recipeSchema, servingsFieldSchema } from "@/lib/recipes/schema";
import { validate } from "@/lib/validation/issues";
import { call, registerUser } from "../../support/api";
import type { Recipe } from "./support";

const honey = () => ({ ...typedRow("Honey", { calories: 64, carbs: 17 }), amount: "1" });
const good = (): RecipeValues => ({ name: "Tea", servings: "2", rows: [honey()] });

/** The form's messages for a payload: the schema's, and each row's beside its own fields. */
function formErrors(payload: ReturnType<typeof recipePayload>) {
  const checked = validate(recipeSchema, payload);
  return { ...(checked.ok ? {} : checked.errors), ...ingredientErrors(payload) };
}

describe("recipe builder and API messages", () => {
  it.each([
    ["name", (v: RecipeValues) => ({ ...v, name: " " })],
    ["servings", (v: RecipeValues) => ({ ...v, servings: "0" })],
    ["servings", (v: RecipeValues) => ({ ...v, servings: "-2" })],
    ["servings", (v: RecipeValues) => ({ ...v, servings: "" })],
    ["ingredients", (v: RecipeValues) => ({ ...v, rows: [] })],
    [rowField(0, "amount"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, amount: "-1" }] })],
    [rowField(0, "amount"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, amount: "0" }] })],
    [rowField(0, "calories"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, calories: "" }] })],
    [rowField(0, "calories"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, calories: "-5" }] })],
    [rowField(0, "food_name"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, food_name: "  " }] })],
    [rowField(0, "fat"), (v: RecipeValues) => ({ ...v, rows: [{ ...v.rows[0]!, fat: "2001" }] })],
  ])("say the same about a bad %s", async (field, change) => {
    const { token } = await registerUser();
    const payload = recipePayload(change(good()));
    const message = formErrors(payload)[field];
    expect(message).toBeTruthy();
    const api = await call(create, { token, body: payload });
    expect(api).toMatchObject({ status: 400, body: { detail: message } });
  });

  it("the builder's figures are the API's: 2 servings of 2 × 100 kcal and 1 × 50 kcal are 125 kcal each", async () => {
    const { token } = await registerUser();
    const values: RecipeValues = {
      name: "Porridge",
      servings: "2",
      rows: [
        { ...typedRow("Oats", { calories: 100, protein: 4, fiber: 3 }), amount: "2" },
        { ...typedRow("Honey", { calories: 50, carbs: 13 }), amount: "1" },
      ],
    };
    const live = liveNutrition(values);
    expect(live.totals).toMatchObject({ calories: 250, protein: 8, carbs: 13, fiber: 6, sugar: null });
    expect(live.perServing).toMatchObject({ calories: 125, protein: 4, carbs: 6.5, fiber: 3, sugar: null });
    const res = await call<Recipe>(create, { token, body: recipePayload(values) });
    expect(res.status).toBe(201);
    expect(res.body.per_serving).toEqual(live.perServing);
    expect(res.body.totals).toEqual(live.totals);
  });

  it("a suggestion of the user's food or a product refers to it; one from the diary's history is typed", () => {
    expect(suggestionRow({ source: "custom", id: "f-1", food_name: "Granola", calories: 270 }).ref).toEqual({
      food_id: "f-1",
    });
    expect(
      suggestionRow({ source: "product", id: "usda-sr28:09040", food_name: "Bananas, raw", calories: 89 }).ref,
    ).toEqual({ product_id: "usda-sr28:09040" });
    // a product suggestion without an id yet: its barcode is its product id
    expect(
      suggestionRow({ source: "product", barcode: "3017620422003", food_name: "Nutella", calories: 81 }).ref,
    ).toEqual({ product_id: "3017620422003" });
    const typed = suggestionRow({ source: "history", food_name: "Toast", calories: 80, protein: 3, unit: "slice" });
    expect(typed).toMatchObject({ ref: null, food_name: "Toast", calories: "80", protein: "3", serving_size: "slice" });
  });
});

describe("log dialog and API messages", () => {
  it.each(["0", "-1", "two", "1001"])("say the same about servings %j", async (servings) => {
    const { token } = await registerUser();
    const { body: recipe } = await call<Recipe>(create, { token, body: recipePayload(good()) });
    const payload = recipeLogPayload({ servings, meal_type: "lunch" }, "2026-03-01");
    const form = validate(recipeLogSchema, payload);
    const message = form.ok ? "" : form.errors.servings;
    expect(message).toBeTruthy();
    // the browser sends JSON: a number that did not read (NaN) goes as null
    const api = await call(logRecipe, {
      token,
      params: { recipe_id: recipe.recipe_id },
      body: JSON.parse(JSON.stringify(payload)) as unknown,
    });
    expect(api.status).toBe(400);
    if (servings !== "two") expect(api.body).toEqual({ detail: message });
    else expect(api.body).toEqual({ detail: "Servings must be a number" });
  });

  it("blank servings: the dialog asks for them, where the API would log its default of one", () => {
    const payload = recipeLogPayload({ servings: "", meal_type: "lunch" }, "2026-03-01");
    expect(validate(recipeLogSchema, payload).ok).toBe(true);
    const form = validate(servingsFieldSchema, payload);
    expect(form.ok ? {} : form.errors).toEqual({ servings: "Servings is required" });
  });
});
