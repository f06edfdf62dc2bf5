/**
 * Medications at phone width: add a medication (a refused blank form first), see today's
 * doses and the next dose, mark one taken and skip the other, see adherence and the dose
 * log, and save reminder settings.
 */
import { expect, test, type Page } from "./support/test";
import { shot, signUpAndLogIn } from "./support/session";

async function signUp(page: Page, name: string) {
  await signUpAndLogIn(page, "meds", {
    name,
    age: 50,
    gender: "other",
    height_cm: 170,
    current_weight_kg: 70,
    goal_weight_kg: 70,
  });
}

test("add a medication, mark a dose taken, skip one, see adherence and save reminders", async ({ page }, info) => {
  await signUp(page, "Med Tester");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Medications" }).click();
  await expect(page.getByRole("heading", { name: "Medications", level: 1 })).toBeVisible();
  await expect(page.getByText("No upcoming doses scheduled")).toBeVisible();

  // ── Add New: a blank form is refused on the spot ──
  await page.getByRole("link", { name: "Add New" }).first().click();
  await expect(page.getByRole("heading", { name: "Add New Medication" })).toBeVisible();
  await page.getByRole("button", { name: "Add Medication" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Dosage is required")).toBeVisible();

  await page.getByLabel("Medication name").fill("Metformin");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await page.getByLabel("Dosage").fill("500 mg");
  await page.getByLabel("Frequency").selectOption({ label: "Twice daily" });
  await page.getByLabel("Time", { exact: true }).fill("00:00");
  await page.getByLabel("Prescribed by").fill("Dr. Rivera");
  await shot(page, info, "01-add-medication");
  await page.getByRole("button", { name: "Add Medication" }).click();

  // ── back on My Medications with today's two doses ──
  await expect(page.getByText("Medication added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/medications\?tab=my$/);
  const card = page.getByRole("listitem", { name: "Metformin" });
  await expect(card.getByText("Active")).toBeVisible();
  await expect(card.getByText("Prescribed by Dr. Rivera.")).toBeVisible();
  const hour = new Date().getUTCHours();
  await expect(
    page.getByText(
      hour < 12 ? "Next dose: Metformin 500 mg at 12:00" : "Next dose: Metformin 500 mg at 00:00 tomorrow",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark as Taken: Metformin at 00:00" }).click();
  await expect(page.getByText("Metformin (00:00) marked as taken.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as Taken: Metformin at 00:00" })).toHaveCount(0);
  await page.getByRole("button", { name: "Skip: Metformin at 12:00" }).click();
  await expect(page.getByText("Metformin (12:00) skipped.")).toBeVisible();
  await expect(
    page.getByText("No upcoming doses scheduled").or(page.getByText("Next dose: Metformin 500 mg at 00:00 tomorrow")),
  ).toBeVisible();
  await shot(page, info, "02-my-medications");

  // ── History: 1 of 2 scheduled doses taken ──
  await page.getByRole("link", { name: "History" }).click();
  const adherence = page.getByRole("listitem", { name: "Adherence of Metformin" });
  await expect(adherence.getByText("50% (1 of 2 taken)")).toHaveCount(2);
  await expect(page.getByText(/Taken at \d\d:\d\d/)).toBeVisible();
  await expect(page.getByText("Skipped", { exact: true })).toBeVisible();
  await shot(page, info, "03-history");

  // ── Reminders: settings are saved per user ──
  await page.getByRole("link", { name: "Reminders" }).click();
  await expect(page.getByRole("heading", { name: "Reminder settings" })).toBeVisible();
  await expect(page.getByLabel("SMS reminders (Premium feature)")).toBeVisible();
  await page.getByLabel("Email for missed doses").check();
  await page.getByLabel("Remind me").selectOption({ label: "1 hour before" });
  await page.getByRole("button", { name: "Save reminder settings" }).click();
  await expect(page.getByText("Reminder settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email for missed doses")).toBeChecked();
  await expect(page.getByLabel("Remind me")).toHaveValue("60");
  expect(await (await page.request.get("/api/reminder-settings")).json()).toMatchObject({
    email_missed: true,
    remind_before_minutes: 60,
  });
  await shot(page, info, "04-reminders");

  // ── Stop, then delete ──
  await page.getByRole("link", { name: "My Medications" }).click();
  await page.getByRole("button", { name: "Stop Metformin" }).click();
  await expect(page.getByRole("listitem", { name: "Metformin" }).getByText("Inactive")).toBeVisible();
  await expect(page.getByText("No doses are scheduled today.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Delete Metformin" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Medication deleted successfully!")).toBeVisible();
  await expect(page.getByText("No medications yet.", { exact: false })).toBeVisible();
});
