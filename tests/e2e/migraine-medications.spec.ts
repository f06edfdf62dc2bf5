/**
 * Migraine medications through the browser: a medication gets a headache class and another a
 * preventive start in the medication form, the migraine tracker offers the classed one to
 * tick, and the logged episode lists it in the recent episodes and its edit modal.
 */
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

async function addMedication(page: Page, fill: () => Promise<void>) {
  await page.goto("/medications?tab=add");
  await expect(page.getByRole("heading", { name: "Add New Medication" })).toBeVisible();
  await fill();
  await page.getByRole("button", { name: "Add Medication" }).click();
  await expect(page.getByText("Medication added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/medications\?tab=my$/);
}

test("set a headache class on a medication, tick it on a migraine, see it in the recent list", async ({ page }) => {
  await signUpAndLogIn(page, "migmeds", { name: "Mira Meds" });

  // ── before any medication has a class, the tracker says where to set one ──
  await page.goto("/health?tab=tracker");
  const taken = page.getByRole("group", { name: "Acute medication taken" });
  await expect(taken.getByText("None of your medications is marked as taken for headaches yet.")).toBeVisible();
  await expect(taken.getByRole("link", { name: "Medications" })).toHaveAttribute("href", "/medications?tab=my");

  // ── a triptan taken as needed ──
  await addMedication(page, async () => {
    await page.getByLabel("Medication name").fill("Sumatriptan");
    await page.getByLabel("Dosage").fill("50 mg");
    await page.getByLabel("Frequency").selectOption("as_needed");
    const headaches = page.getByLabel("Taken for headaches as");
    await expect(headaches).toHaveValue("");
    await expect(page.getByText(/Choose a class if you take it for a headache/)).toBeVisible();
    await headaches.selectOption({ label: "Triptan" });
    await expect(page.getByText("Triptan: for example sumatriptan, rizatriptan, zolmitriptan.")).toBeVisible();
    await shotAtBothWidths(page, "migraine-medications-01-form-class");
  });
  const suma = page.getByRole("listitem", { name: "Sumatriptan" });
  await expect(suma.getByText("Triptan for headaches")).toBeVisible();

  // ── a preventive, started on a given day; a ticked box without a date is refused ──
  await addMedication(page, async () => {
    await page.getByLabel("Medication name").fill("Propranolol");
    await page.getByLabel("Dosage").fill("40 mg");
    await expect(page.getByLabel("Started on")).toHaveCount(0);
    await page.getByRole("checkbox", { name: /Preventive treatment/ }).check();
    const started = page.getByLabel("Started on");
    await started.fill("");
    await page.getByRole("button", { name: "Add Medication" }).click();
    await expect(page.getByText("Preventive start date is required")).toBeVisible();
    await started.fill("2026-01-15");
    await shotAtBothWidths(page, "migraine-medications-02-form-preventive");
  });
  const propranolol = page.getByRole("listitem", { name: "Propranolol" });
  await expect(propranolol.getByText("Preventive since Jan 15, 2026")).toBeVisible();
  await expect(propranolol.getByText(/for headaches/)).toHaveCount(0);
  await shotAtBothWidths(page, "migraine-medications-03-list");

  // ── the tracker offers the triptan only, and the episode keeps it ──
  await page.goto("/health?tab=tracker");
  await expect(taken.getByRole("checkbox")).toHaveCount(1);
  await taken.getByRole("checkbox", { name: "Sumatriptan · Triptan" }).check();
  await page.getByLabel(/^Severity/).fill("6");
  await shotAtBothWidths(page, "migraine-medications-04-tracker");
  await page.getByRole("button", { name: "Log Migraine Episode" }).click();
  await expect(page.getByText("Migraine episode logged successfully!")).toBeVisible();
  await expect(taken.getByRole("checkbox", { name: "Sumatriptan · Triptan" })).not.toBeChecked();

  await page.goto("/health?tab=recent");
  const recent = page.getByRole("region", { name: "Recent Migraine Episodes" });
  await expect(recent.getByText("Severity 6/10")).toBeVisible();
  await expect(recent.getByText("Acute medication: Sumatriptan")).toBeVisible();
  await shotAtBothWidths(page, "migraine-medications-05-recent");

  // ── the edit modal shows it ticked; unticking it empties the episode's list ──
  await recent.getByRole("button", { name: /^Edit migraine of/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit migraine episode" });
  const box = dialog.getByRole("checkbox", { name: "Sumatriptan · Triptan" });
  await expect(box).toBeChecked();
  await box.uncheck();
  await dialog.getByRole("button", { name: /Save/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(recent.getByText("Acute medication: Sumatriptan")).toHaveCount(0);
});
