/**
 * Suspected triggers in the browser: on Health Reports → Possible factors, add one from the
 * grouped list and one in the user's own words, see each listed with the day it was added,
 * be told about a repeat, and remove one after confirming; by keyboard where a user would.
 */
import { expect, test } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

test("suspect triggers from the list and in my own words, then remove one", async ({ page }) => {
  await signUpAndLogIn(page, "suspect", { name: "Sam Suspect" });
  await page.goto("/health?tab=reports&report=factors");
  const card = page.getByRole("region", { name: "Triggers you suspect" });
  await expect(card).toContainText("counts as exploratory for its first 30 days");
  await expect(card).toContainText("You have not named any suspected triggers yet.");

  // nothing chosen: the select says so, and nothing is sent
  await card.getByRole("button", { name: "Add trigger" }).click();
  await expect(card.getByText("Choose a trigger, or name your own")).toBeVisible();

  // a journal factor from the grouped list
  const select = card.getByLabel("Add a trigger you suspect");
  await select.selectOption({ label: "Poor sleep (journal sleep 5/10 or less)" });
  await card.getByRole("button", { name: "Add trigger" }).click();
  await expect(
    page.getByText("Poor sleep (journal sleep 5/10 or less) added to the triggers you suspect."),
  ).toBeVisible();
  const list = card.getByRole("list", { name: "Triggers you suspect" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(/Journal · added \w{3} \d{1,2}, \d{4}/);
  // a suspected factor is no longer offered
  await expect(select.locator("option", { hasText: "Poor sleep" })).toHaveCount(0);

  // one in my own words, typed and sent with the keyboard
  await select.selectOption({ label: "Name your own trigger…" });
  const own = card.getByLabel("Your own trigger");
  await own.fill("Red wine");
  await own.press("Enter");
  await expect(page.getByText("Red wine added to the triggers you suspect.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").nth(1)).toContainText("Triggers you logged");

  // the same trigger again, in other letters: the server says it is already there
  await select.selectOption({ label: "Name your own trigger…" });
  await card.getByLabel("Your own trigger").fill("RED WINE");
  await card.getByRole("button", { name: "Add trigger" }).click();
  await expect(page.getByText("You already suspect Red wine.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await shotAtBothWidths(page, "suspected-triggers");

  // remove one, after confirming
  await list.getByRole("button", { name: "Remove Red wine" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Stop suspecting this trigger?");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Red wine is no longer among your suspected triggers.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Poor sleep");
});
