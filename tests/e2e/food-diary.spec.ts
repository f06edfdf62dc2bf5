/**
 * The food diary by day: a new user logs on a past day through the navigator, sees the meals
 * with their subtotals and the day's total, edits an entry, logs one again onto the day shown,
 * and sees the net calories after a workout. Then a barcode lookup while Open Food Facts is
 * down says so, offers "Enter it manually" with the code kept, and a second scan finds the entry.
 */
import { expect, test, type Page } from "./support/test";
import { OFF_CODES } from "../fakes/off";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";
import type { ApiResult } from "@/lib/api-client/contract";

/** An entry as GET /api/food-entries answers it. */
type Entry = ApiResult<"/api/food-entries">[number];

const dayEntries = async (page: Page, date: string): Promise<Entry[]> =>
  (await page.request.get(`/api/food-entries?date_param=${date}`)).json();

async function signUp(page: Page, name: string) {
  await signUpAndLogIn(page, "diary", { name, time_zone: "UTC" });
  const today = new Date().toISOString().slice(0, 10);
  const ago = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  return { today, ago };
}

async function logFood(page: Page, v: { name: string; calories: string; meal: string; protein?: string }) {
  await page.getByLabel("Food name").fill(v.name);
  await page.getByLabel("Meal", { exact: true }).selectOption(v.meal);
  await page.getByLabel("Calories (kcal)").fill(v.calories);
  if (v.protein) await page.getByLabel("Protein (g)").fill(v.protein);
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText(`${v.name} logged successfully!`)).toBeVisible();
}

test("a past day: navigate, log by meal, subtotals and total, edit, log again there, net calories", async ({
  page,
}) => {
  test.setTimeout(180_000); // a dozen saves and page loads: more than a minute on a busy machine
  const { today, ago } = await signUp(page, "Dee Diary");
  const day = ago(2);

  // a future or malformed day in the address falls back to today and says why
  await page.goto(`/food?date=${ago(-1)}`);
  await expect(page.getByText("Food can't be logged for a day that hasn't come yet")).toBeVisible();
  await page.goto(`/food?date=2026-02-30`);
  await expect(page.getByText("That date isn't a valid day, so today's diary is shown.")).toBeVisible();

  // ── the navigator: today has no next day; back two days ──
  await page.goto("/food");
  const nav = page.getByRole("navigation", { name: "Diary day" });
  await expect(nav.getByRole("button", { name: /Next day/ })).toBeDisabled();
  await nav.getByRole("link", { name: /Previous day/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${ago(1)}`));
  await nav.getByRole("link", { name: /Previous day/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(nav.getByText("2 days ago")).toBeVisible();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(day);

  await logFood(page, { name: "Porridge", calories: "320", meal: "breakfast", protein: "10" });
  await logFood(page, { name: "Banana", calories: "105", meal: "breakfast" });
  await logFood(page, { name: "Lentil soup", calories: "410", meal: "lunch", protein: "18" });
  const logged = await dayEntries(page, day);
  expect(logged.map((e) => e.food_name).sort()).toEqual(["Banana", "Lentil soup", "Porridge"]);
  expect(logged.every((e) => e.date === day)).toBe(true);
  expect(await dayEntries(page, today)).toHaveLength(0);

  // ── meals, subtotals, the day's total ──
  const diary = page.getByRole("region", { name: "Food diary" });
  const breakfast = diary.getByRole("region", { name: "Breakfast" });
  await expect(breakfast.getByText("Porridge")).toBeVisible();
  await expect(breakfast.getByText("425 kcal", { exact: true })).toBeVisible();
  await expect(diary.getByRole("region", { name: "Lunch" }).getByText("Lentil soup")).toBeVisible();
  await expect(diary.getByText("Nothing logged for dinner.")).toBeVisible();
  await expect(diary.getByText("835 kcal", { exact: true })).toBeVisible();
  await expect(page.getByText(/835 \/ \d+ kcal consumed on/)).toBeVisible();

  // ── edit: a new figure and another meal ──
  await diary.getByRole("button", { name: "Edit Banana" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit food entry" });
  await dialog.getByLabel("Calories (kcal)").fill("120");
  await dialog.getByLabel("Meal", { exact: true }).selectOption("snack");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Food entry updated successfully!")).toBeVisible();
  await expect(diary.getByRole("region", { name: "Snack" }).getByText("Banana")).toBeVisible();
  await expect(breakfast.getByText("320 kcal", { exact: true }).first()).toBeVisible();
  await expect(diary.getByText("850 kcal", { exact: true })).toBeVisible();

  // ── log again lands on the day shown, not today ──
  await diary.getByRole("button", { name: "Log Lentil soup again" }).click();
  await expect(page.getByLabel("Food name")).toHaveValue("Lentil soup");
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(day);
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Lentil soup logged successfully!")).toBeVisible();
  expect((await dayEntries(page, day)).filter((e) => e.food_name === "Lentil soup")).toHaveLength(2);
  expect(await dayEntries(page, today)).toHaveLength(0);
  await expect(diary.getByText("1260 kcal", { exact: true })).toBeVisible();

  // ── net calories: eaten minus the day's workout ──
  const workout = await page.request.post("/api/exercises", {
    data: { exercise_name: "Bike", duration_minutes: 40, calories_burned: 360, exercise_type: "cardio", date: day },
  });
  expect(workout.status()).toBe(201);
  await page.reload();
  const summary = page.getByRole("region", { name: /Nutrition Summary/ });
  await expect(summary.getByText("Net calories")).toBeVisible();
  await expect(summary.getByText("900 kcal")).toBeVisible();
  await expect(summary.getByText("360 kcal")).toBeVisible();
  await shotAtBothWidths(page, "food-diary-past-day");

  // ── "Today" goes back; nothing there ──
  await nav.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/food$/);
  await expect(page.getByText(/0 \/ \d+ kcal consumed today/)).toBeVisible();
});

test("Open Food Facts down: the lookup says so, 'Enter it manually' keeps the barcode, a second scan finds it", async ({
  page,
}) => {
  await signUp(page, "Bo Barcode");
  await page.goto("/food?tab=barcode");
  const code = OFF_CODES.serverError;
  await page.getByLabel("Barcode", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByText("The product database can't be reached right now")).toBeVisible();
  await expect(page.getByText("Product not found")).toHaveCount(0);
  await shotAtBothWidths(page, "food-barcode-unreachable");

  await page.getByRole("button", { name: "Enter it manually" }).click();
  await expect(page).toHaveURL(/tab=log/);
  await expect(page.getByLabel("Barcode", { exact: true })).toHaveValue(code);
  await page.getByLabel("Food name").fill("Corner shop flapjack");
  await page.getByLabel("Calories (kcal)").fill("380");
  await shotAtBothWidths(page, "food-barcode-manual-entry");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Corner shop flapjack logged successfully!")).toBeVisible();

  // the same code again: the user's own entry answers, though Open Food Facts is still down
  await expect(page).not.toHaveURL(/barcode=/);
  await page.getByRole("navigation", { name: "Food sections" }).getByRole("link", { name: "Barcode" }).click();
  await expect(page.getByRole("heading", { name: "Barcode Lookup" })).toBeVisible();
  await page.getByLabel("Barcode", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByRole("heading", { name: "Corner shop flapjack" })).toBeVisible();
  await expect(page.getByText("As you logged it before")).toBeVisible();

  // an unknown code (not a failure) offers the same way out
  await page.getByLabel("Barcode", { exact: true }).fill(OFF_CODES.unknownStatus0);
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByText("Product not found. Please try a different barcode.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enter it manually" })).toBeVisible();
});
