/**
 * Custom foods and recipes: a new user adds a food of their own, builds a recipe of three
 * ingredients (a product found by search, their own food, a typed one) whose serving's figures
 * follow as they type, logs two servings to lunch and finds them in the diary.
 */
import { expect, test } from "./support/test";
import { OFF_CODES } from "../fakes/off";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";
import type { ApiResult } from "@/lib/api-client/contract";

/** An entry as GET /api/food-entries answers it. */
type Entry = ApiResult<"/api/food-entries">[number];

test("a food of one's own, a recipe of three ingredients, two servings logged", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page, "recipes", { name: "Rae Recipes", time_zone: "UTC" });
  // the product table learns Porridge Oats (374 kcal per 100 g) from the Open Food Facts stand-in
  expect((await page.request.post("/api/scan-barcode", { data: { barcode: OFF_CODES.per100g } })).status()).toBe(200);

  // ── My Foods ──
  await page.goto("/food?tab=foods");
  await expect(page.getByText("No foods of your own yet")).toBeVisible();
  await page.getByRole("button", { name: "New food" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Food name").fill("Home granola");
  await dialog.getByLabel("Serving size").fill("1 bowl (60 g)");
  await dialog.getByLabel("Calories (kcal)").fill("-270");
  await dialog.getByRole("button", { name: "Save food" }).click();
  await expect(dialog.getByText("Calories cannot be negative")).toBeVisible();
  await dialog.getByLabel("Calories (kcal)").fill("270");
  await dialog.getByLabel("Protein (g)").fill("7");
  await dialog.getByLabel("Fibre (g)").fill("5");
  await dialog.getByRole("button", { name: "Save food" }).click();
  await expect(page.getByText("Home granola saved")).toBeVisible();
  const foods = page.getByRole("list", { name: "My foods" });
  await expect(foods.getByText("Home granola")).toBeVisible();
  await expect(foods.getByText("270 kcal")).toBeVisible();
  await shotAtBothWidths(page, "recipes-my-foods");

  // ── the builder ──
  await page.goto("/food?tab=recipes");
  await expect(page.getByText("No recipes yet")).toBeVisible();
  await page.getByRole("button", { name: "New recipe" }).click();
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("A recipe needs at least one ingredient")).toBeVisible();
  await page.getByLabel("Recipe name").fill("Overnight oats");
  await page.getByLabel("Servings").fill("2");

  await page.getByLabel("Add an ingredient").pressSequentially("porr", { delay: 50 });
  await page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("option", { name: /Quaker/ })
    .click();
  // a product's amount counts its basis: 0.5 × 100 g
  const oats = page.getByRole("listitem", { name: "Porridge Oats (Quaker)" });
  await expect(oats.getByText("374 kcal per 100 g")).toBeVisible();
  await oats.getByLabel("Amount (× 100 g)").fill("0.5");

  await page.getByLabel("Or one of my foods").selectOption({ label: "Home granola" });
  await page.getByRole("button", { name: "Add a typed food" }).click();
  // a typed row is named by its position until it has a name of its own
  const typed = page.getByRole("listitem", { name: "Ingredient 3" });
  await typed.getByLabel("Calories (kcal)").fill("63");
  await typed.getByLabel("Carbs (g)").fill("17");
  await typed.getByLabel("Name").fill("Honey");

  // 0.5 × 374 + 270 + 63 = 520 kcal, 260 a serving; protein 0.5 × 11 + 7 = 12.5 g, 6.3 g a serving
  const figures = page.getByLabel("One serving");
  await expect(figures.getByText("260 kcal")).toBeVisible();
  await expect(figures.getByText("6.3 g")).toBeVisible();
  await expect(page.getByText("whole recipe 520 kcal")).toBeVisible();
  await shotAtBothWidths(page, "recipes-builder");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("Overnight oats saved")).toBeVisible();
  const recipes = page.getByRole("list", { name: "Recipes" });
  await expect(recipes.getByText("260 kcal a serving")).toBeVisible();
  await expect(recipes.getByText("Makes 2 servings · 3 ingredients")).toBeVisible();

  // ── log two servings to lunch ──
  await recipes.getByRole("button", { name: "Log Overnight oats" }).click();
  const log = page.getByRole("dialog");
  await log.getByLabel("Servings").fill("2");
  await log.getByLabel("Meal", { exact: true }).selectOption("lunch");
  await expect(log.getByText("520 kcal · P 12.5 g · C 47 g · F 4 g")).toBeVisible();
  await shotAtBothWidths(page, "recipes-log");
  await log.getByRole("button", { name: "Log", exact: true }).click();
  await expect(page.getByText("Overnight oats logged (2 servings)")).toBeVisible();

  const entries = (await (await page.request.get("/api/food-entries")).json()) as Entry[];
  expect(
    entries.map(({ food_name, calories, protein, fiber, quantity, meal_type }) => ({
      food_name,
      calories,
      protein,
      fiber,
      quantity,
      meal_type,
    })),
  ).toEqual([{ food_name: "Overnight oats", calories: 520, protein: 12.5, fiber: 5, quantity: 2, meal_type: "lunch" }]);
  await expect(page.getByText("2 × serving")).toBeVisible();
  await shotAtBothWidths(page, "recipes-logged");
});
