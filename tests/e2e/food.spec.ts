/**
 * A new user's day of meals through the real UI at phone width: typed, by barcode (manual
 * entry, Open Food Facts stand-in), by search, by photo (OpenAI stand-in), then edited,
 * logged again and deleted; the summary, the header and the dashboard agree with the entries.
 */
import { expect, test, type Page } from "./support/test";
import { addFakeOpenAIRule } from "../fakes/openai";
import { OPENAI_FAKE_URL } from "./support/ports";
import { shot, signUpAndLogIn } from "./support/session";

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function signUpAndIn(page: Page, name: string) {
  await signUpAndLogIn(page, "food", {
    name,
    current_weight_kg: 65,
    goal_weight_kg: 62,
    activity_level: "moderately_active",
    time_zone: "Europe/Berlin",
  });
  const me = await (await page.request.get("/api/me")).json();
  return { goal: me.daily_calories_goal as number };
}

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Food sections" }).getByRole("link", { name }).click();
}

async function entries(page: Page): Promise<{ food_name: string; calories: number; meal_type: string }[]> {
  return (await page.request.get("/api/food-entries")).json();
}

test("a day of meals: typed, barcode, search, photo; edit, log again, delete; totals agree", async ({ page }, info) => {
  const { goal } = await signUpAndIn(page, "Sam Eater");

  // ── the dashboard's quick action leads to the Food view ──
  await page.getByRole("link", { name: "Log food" }).click();
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  await expect(page.getByText(`0 / ${goal} kcal consumed today`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's Nutrition Summary" })).toBeVisible();

  // ── typed: bad input first, then a real entry ──
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Food name is required")).toBeVisible();
  await expect(page.getByText("Calories are required")).toBeVisible();
  await page.getByLabel("Food name").fill("Scrambled eggs");
  await page.getByLabel("Calories (kcal)").fill("lots");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Calories must be a number")).toBeVisible();
  expect(await entries(page)).toHaveLength(0);
  await page.getByLabel("Calories (kcal)").fill("220");
  await page.getByLabel("Protein (g)").fill("14");
  await page.getByLabel("Carbs (g)").fill("2");
  await page.getByLabel("Fat (g)").fill("17");
  await shot(page, info, "01-log-form");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Scrambled eggs logged successfully!")).toBeVisible();
  await expect(page.getByText(`220 / ${goal} kcal consumed today`)).toBeVisible();
  await expect(page.getByLabel("Food name")).toHaveValue("");

  // ── barcode by manual entry: a bad check digit, an unknown code, then a product ──
  await openTab(page, "Barcode");
  await expect(page.getByRole("heading", { name: "Barcode Lookup" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Look Up" })).toBeDisabled();
  await page.getByLabel("Barcode", { exact: true }).fill("3017620422004");
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByText("This barcode's check digit is wrong. Please check the number.")).toBeVisible();
  await page.getByLabel("Barcode", { exact: true }).fill("4006381333931");
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByText("Product not found. Please try a different barcode.")).toBeVisible();
  await page.getByLabel("Barcode", { exact: true }).fill("3017620422003");
  await page.getByRole("button", { name: "Look Up" }).click();
  await expect(page.getByRole("heading", { name: "Nutella" })).toBeVisible();
  await expect(page.getByText("81 kcal per 15 g")).toBeVisible();
  await shot(page, info, "02-barcode");
  await page.getByRole("button", { name: "Use This Product" }).click();
  await expect(page).toHaveURL(/tab=log/);
  await expect(page.getByLabel("Food name")).toHaveValue("Nutella (Ferrero)");
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("81");
  await expect(page.getByLabel("Meal", { exact: true })).toHaveValue("lunch");
  await expect(page.getByLabel("Serving size")).toHaveValue("15 g");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Nutella (Ferrero) logged successfully!")).toBeVisible();
  await expect(page.getByText(`301 / ${goal} kcal consumed today`)).toBeVisible();

  // ── search: the product (now in the local table) by a misspelt name; quantity scales ──
  await page.getByLabel("Food name").fill("nutela");
  await page
    .getByRole("option", { name: /Nutella \(Ferrero\)/ })
    .first()
    .click();
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("81");
  await page.getByLabel("Quantity").fill("2");
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("162");
  await expect(page.getByLabel("Fat (g)")).toHaveValue("9.2");
  await page.getByLabel("Meal", { exact: true }).selectOption("snack");
  await shot(page, info, "03-search-pick");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText(`463 / ${goal} kcal consumed today`)).toBeVisible();

  // ── photo against the OpenAI stand-in ──
  await addFakeOpenAIRule(OPENAI_FAKE_URL, {
    match: "image_url",
    content: {
      food_name: "Chicken salad",
      estimated_calories: 430,
      serving_size: "1 bowl (about 350 g)",
      confidence: 82,
      meal_suggestion: "lunch",
      description: "Grilled chicken on mixed leaves with a vinaigrette.",
      protein: 38,
      carbs: 12,
      fat: 24,
    },
  });
  await openTab(page, "AI Scan");
  await expect(page.getByRole("heading", { name: "AI Food Scan" })).toBeVisible();
  await page
    .getByLabel("Food photo")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByText("Please choose a JPEG, PNG or WebP image.")).toBeVisible();
  await page.getByLabel("Food photo").setInputFiles({ name: "salad.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Analyze Photo" }).click();
  await expect(page.getByRole("heading", { name: "Chicken salad" })).toBeVisible();
  await expect(page.getByText("82%")).toBeVisible();
  await shot(page, info, "04-photo-result");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Chicken salad" })).toHaveCount(0);
  await page.getByLabel("Food photo").setInputFiles({ name: "salad.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Analyze Photo" }).click();
  await page.getByRole("button", { name: "Use This Result" }).click();
  await expect(page.getByLabel("Food name")).toHaveValue("Chicken salad");
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("430");
  await expect(page.getByLabel("Meal", { exact: true })).toHaveValue("lunch");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText(`893 / ${goal} kcal consumed today`)).toBeVisible();

  // ── recent: edit (Save disabled without a name), log again, delete with confirmation ──
  await openTab(page, "Recent");
  await expect(page.getByRole("heading", { name: "Recent Entries" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await shot(page, info, "05-recent");
  await page.getByRole("button", { name: "Edit Scrambled eggs" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit food entry" });
  await dialog.getByLabel("Food name").fill("");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await dialog.getByLabel("Food name").fill("Scrambled eggs on toast");
  await dialog.getByLabel("Calories (kcal)").fill("");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await dialog.getByLabel("Calories (kcal)").fill("340");
  await shot(page, info, "06-edit");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Food entry updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Scrambled eggs on toast")).toBeVisible();
  await expect(page.getByText(`1013 / ${goal} kcal consumed today`)).toBeVisible();

  await page.getByRole("button", { name: "Log Chicken salad again" }).click();
  await expect(page.getByLabel("Food name")).toHaveValue("Chicken salad");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText(`1443 / ${goal} kcal consumed today`)).toBeVisible();

  await openTab(page, "Recent");
  await page.getByRole("button", { name: "Delete Chicken salad" }).first().click();
  const confirm = page.getByRole("dialog", { name: "Delete food entry?" });
  await expect(confirm.getByText(/Chicken salad \(430 kcal\)/)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Delete Chicken salad" })).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Chicken salad" }).first().click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Chicken salad deleted successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Chicken salad" })).toHaveCount(1);

  // ── the header, the summary and the dashboard agree with the sum of the entries ──
  const list = await entries(page);
  expect(list.map((e) => e.food_name).sort()).toEqual([
    "Chicken salad",
    "Nutella (Ferrero)",
    "Nutella (Ferrero)",
    "Scrambled eggs on toast",
  ]);
  const total = Math.round(list.reduce((s, e) => s + e.calories, 0));
  expect(total).toBe(1013);
  await expect(page.getByText(`${total} / ${goal} kcal consumed today`)).toBeVisible();
  await expect(page.getByText(`${Math.round((total / goal) * 100)}% of your daily goal`)).toBeVisible();
  await shot(page, info, "07-after-delete");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText(`${total} / ${goal} kcal`)).toBeVisible();
  await shot(page, info, "08-dashboard");
});

test("without a camera the scanner says so, offers Try Again, and Cancel closes it", async ({
  page,
  context,
}, info) => {
  await signUpAndIn(page, "No Cam");
  await context.grantPermissions(["camera"]);
  await page.goto("/food?tab=barcode");
  await expect(page.getByRole("heading", { name: "Barcode Lookup" })).toBeVisible();
  await page.getByRole("button", { name: "Scan with Camera" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Barcode" });
  await expect(dialog.getByRole("alert")).toHaveText("No camera found on this device.");
  await page.screenshot({ path: info.outputPath("camera-error.png") });
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("No camera found on this device.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
