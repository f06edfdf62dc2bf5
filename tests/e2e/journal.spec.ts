/**
 * Journal at phone width: write today's entry, see the streak and history, add earlier
 * days, watch Mood Insights follow edits and deletes, insert a writing prompt, and a too
 * long text is refused.
 */
import { expect, test, type Page } from "./support/test";
import { shot, shotAtBothWidths, signUpAndLogIn } from "./support/session";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signUp(page: Page) {
  await signUpAndLogIn(page, "journal", {
    name: "Journal Tester",
    age: 30,
    height_cm: 165,
    current_weight_kg: 60,
    goal_weight_kg: 60,
  });
}

test("write, edit and delete journal entries and see streak and insights follow", async ({ page }, info) => {
  const today = day(0);
  await signUp(page);
  await page.goto("/journal");
  await expect(page.getByRole("heading", { name: "Journal", level: 1 })).toBeVisible();
  await expect(page.getByText("Current streak: 0 days")).toBeVisible();
  await expect(page.getByText(`Journal Entry - ${today}`)).toBeVisible();
  // the sliders start at the spec's defaults, but an untouched one is "not set"
  const slider = (name: string) => page.getByLabel(name, { exact: true });
  await expect(slider("Mood")).toHaveValue("7");
  await expect(slider("Energy")).toHaveValue("6");
  await expect(slider("Stress")).toHaveValue("4");
  await expect(slider("Sleep quality")).toHaveValue("8");
  await expect(slider("Mood")).toHaveAttribute("aria-valuetext", "not set (starts at 7 of 10)");
  await expect(page.getByText("not set", { exact: true })).toHaveCount(4);
  await shotAtBothWidths(page, "journal-form-unset");

  // ── a too long text is refused, nothing saved ──
  await page.getByLabel("How was your day?").fill("x".repeat(20_001));
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Content must be at most 20,000 characters")).toBeVisible();
  expect(await (await page.request.get("/api/journal-entries")).json()).toEqual([]);

  // ── today's entry ──
  await slider("Mood").fill("9");
  await expect(page.getByText("😁")).toBeVisible(); // the emoji of mood 9
  await page.getByRole("button", { name: "Use 6 for Energy" }).click(); // takes the default as the rating
  await expect(page.getByText("not set", { exact: true })).toHaveCount(2);
  await expect(slider("Energy")).toHaveAttribute("aria-valuetext", "6 of 10");
  await page.getByLabel("How was your day?").fill("Long walk by the river.");
  await page.getByLabel("What are you grateful for?").fill("Sunshine");
  await page.getByLabel("Goals for tomorrow").fill("Stretch in the morning");
  await shot(page, info, "01-today");
  await shotAtBothWidths(page, "journal-form");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved successfully!")).toBeVisible();
  await expect(page).toHaveURL(/tab=history/);
  const todays = page.getByRole("listitem", { name: `Journal Entry - ${today}` });
  await expect(todays.getByText("Mood 9 · Energy 6 · Stress not set · Sleep not set")).toBeVisible();
  const [saved] = await (await page.request.get("/api/journal-entries")).json();
  expect(saved).toMatchObject({ mood: 9, energy: 6, stress: null, sleep: null });
  await expect(todays.getByText("Sunshine")).toBeVisible();
  await expect(page.getByText("Current streak: 1 day")).toBeVisible();

  // ── too few entries for insights: an honest empty state ──
  await page.getByRole("link", { name: "Mood Insights" }).click();
  await expect(page.getByText("You have 1 so far.", { exact: false })).toBeVisible();

  // ── two earlier days through the API ──
  for (const [offset, mood] of [
    [-1, 5],
    [-2, 4],
  ] as const) {
    const res = await page.request.post("/api/journal-entries", {
      data: { date: day(offset), mood, content: `Day ${offset}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText("Current streak: 3 days")).toBeVisible();
  await expect(page.getByText("Last 7 days (3 entries)")).toBeVisible();
  const moodAverage = page
    .getByRole("heading", { name: "Last 7 days (3 entries)" })
    .locator("..")
    .getByText("Mood")
    .locator("..");
  await expect(moodAverage.getByText("6", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Mood per day, last 30 days (1 to 10)" })).toBeVisible();
  await shot(page, info, "02-insights");

  // ── edit today's entry from the history: the averages follow ──
  await page.getByRole("link", { name: "Journal History" }).click();
  await page.getByRole("link", { name: `Edit Journal Entry - ${today}` }).click();
  await expect(page.getByRole("heading", { name: "Edit entry" })).toBeVisible();
  await expect(page.getByLabel("How was your day?")).toHaveValue("Long walk by the river.");
  await expect(slider("Mood")).toHaveValue("9");
  await expect(page.getByText("not set", { exact: true })).toHaveCount(2);
  await slider("Mood").fill("3");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved successfully!")).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: `Journal Entry - ${today}` }).getByText("Mood 3 · Energy 6"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Mood Insights" }).click();
  await expect(moodAverage.getByText("4", { exact: true })).toBeVisible();

  // ── delete yesterday: the streak breaks and insights fall back to the empty state ──
  await page.getByRole("link", { name: "Journal History" }).click();
  await page.getByRole("button", { name: `Delete Journal Entry - ${day(-1)}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Journal entry deleted successfully!")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Journal Entry - ${day(-1)}` })).toHaveCount(0);
  await expect(page.getByText("Current streak: 1 day")).toBeVisible();
  await page.getByRole("link", { name: "Mood Insights" }).click();
  await expect(page.getByText("You have 2 so far.", { exact: false })).toBeVisible();

  // ── a writing prompt goes into the entry ──
  await page.getByRole("link", { name: "Writing Prompts" }).click();
  for (const category of ["Self-Reflection", "Gratitude", "Goals & Growth", "Health & Wellness"]) {
    await expect(page.getByRole("heading", { name: category })).toBeVisible();
  }
  await shot(page, info, "03-prompts");
  await page.getByRole("link", { name: "Use prompt: Who made a positive difference in my day?" }).click();
  await expect(page.getByLabel("How was your day?")).toHaveValue(
    /Long walk by the river\.\n\nWho made a positive difference in my day\?/,
  );
  await shot(page, info, "04-prompt-inserted");
});
