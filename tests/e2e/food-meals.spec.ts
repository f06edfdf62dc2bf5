/**
 * Saved meals, copying a meal and the nutrients beyond the four: a new user logs a lunch with
 * its fibre, sugars and sodium, saves it as a meal, copies yesterday's breakfast, sees the
 * day's nutrients against the targets, logs the saved meal on another day in one tap from
 * the Meals tab, and sets a target in Settings. Screens at 1280 and 390 px.
 */
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";
import type { ApiResult } from "@/lib/api-client/contract";

/** An entry as GET /api/food-entries answers it. */
type Entry = ApiResult<"/api/food-entries">[number];

const dayEntries = async (page: Page, date: string): Promise<Entry[]> =>
  (await page.request.get(`/api/food-entries?date_param=${date}`)).json();

test("save a meal, copy yesterday's breakfast, log a saved meal in one tap, nutrients against targets", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page, "meals", { name: "Mel Meals", time_zone: "UTC" });
  const today = new Date().toISOString().slice(0, 10);
  const ago = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  for (const data of [
    { food_name: "Oatmeal", calories: 150, meal_type: "breakfast", fiber: 4, sugar: 1, sodium_mg: 115, time: "07:30" },
    {
      food_name: "Banana",
      calories: 105,
      meal_type: "breakfast",
      fiber: 3.1,
      sugar: 14.4,
      sodium_mg: 1,
      time: "07:35",
    },
  ]) {
    expect((await page.request.post("/api/food-entries", { data: { ...data, date: ago(1) } })).status()).toBe(201);
  }

  // ── a lunch with its nutrients, typed ──
  await page.goto("/food");
  await page.getByLabel("Food name").fill("Lentil soup");
  await page.getByLabel("Meal", { exact: true }).selectOption("lunch");
  await page.getByLabel("Calories (kcal)").fill("410");
  await page.getByText("More nutrients (optional)").click();
  await page.getByLabel("Fibre (g)").fill("5");
  await page.getByLabel("Sugars (g)").fill("3");
  await page.getByLabel("Sodium (mg)").fill("600");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Lentil soup logged successfully!")).toBeVisible();

  // ── save it as a meal ──
  await page.getByRole("button", { name: "Save lunch as a meal" }).click();
  const saveDialog = page.getByRole("dialog", { name: "Save Lunch as a meal" });
  await saveDialog.getByLabel("Meal name").fill("Soup lunch");
  await shotAtBothWidths(page, "meals-save-dialog");
  await saveDialog.getByRole("button", { name: "Save meal" }).click();
  await expect(page.getByText('"Soup lunch" saved to your meals')).toBeVisible();

  // ── copy yesterday's breakfast ──
  await page.getByRole("button", { name: "Copy breakfast from another day" }).click();
  const copyDialog = page.getByRole("dialog", { name: "Copy Breakfast from another day" });
  await shotAtBothWidths(page, "meals-copy-dialog");
  await copyDialog.getByRole("button", { name: "Copy yesterday's breakfast" }).click();
  await expect(page.getByText("2 entries copied to breakfast")).toBeVisible();
  const todays = await dayEntries(page, today);
  expect(todays.map((e) => [e.food_name, e.meal_type, e.fiber]).sort()).toEqual([
    ["Banana", "breakfast", 3.1],
    ["Lentil soup", "lunch", 5],
    ["Oatmeal", "breakfast", 4],
  ]);

  // ── the day's nutrients: 4 + 3.1 + 5 g fibre, 1 + 14.4 + 3 g sugars, 115 + 1 + 600 mg sodium ──
  const more = page.getByRole("region", { name: "More nutrients" });
  await expect(more.getByText("12.1 g")).toBeVisible();
  await expect(more.getByText("18.4 g")).toBeVisible();
  await expect(more.getByText("716 mg")).toBeVisible();
  // 716 mg × 2.5 = 1.79 g of salt, of 2300 mg × 2.5 = 5.75 g
  await expect(more.getByText("Salt 1.8 g of 5.8 g")).toBeVisible();
  await expect(more.getByText("3 of 3 entries")).toHaveCount(0);
  await expect(more.getByText("No entry states saturated fat")).toBeVisible();
  await shotAtBothWidths(page, "meals-diary-nutrients");

  // ── the saved meal, logged on another day in one tap ──
  await page.goto(`/food?tab=meals&date=${ago(3)}`);
  await expect(page.getByText("Soup lunch")).toBeVisible();
  await shotAtBothWidths(page, "meals-tab");
  await page.getByRole("button", { name: "Log Soup lunch to 3 days ago" }).click();
  await expect(page.getByText("Soup lunch logged (1 item)")).toBeVisible();
  expect((await dayEntries(page, ago(3))).map((e) => [e.food_name, e.meal_type, e.calories])).toEqual([
    ["Lentil soup", "lunch", 410],
  ]);

  // ── a target set in Settings is what the summary measures against ──
  await page.goto("/settings");
  await page.getByLabel("Fibre goal (g)").fill("25");
  await page.getByLabel("Sugars limit (g)").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await page.goto("/food");
  await expect(more.getByText("of 25 g goal")).toBeVisible();
  await expect(more.getByText("no target")).toBeVisible();
});
