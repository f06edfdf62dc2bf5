/**
 * MIDAS and HIT-6 in the browser: take each on the Health page's Questionnaires tab, see the
 * score the server gave with its grade and meaning, the retake reminder move to a date, and
 * the history charted and listed (newest first); delete one answer.
 */
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

const HIT6_QUESTIONS = [
  "When you have headaches, how often is the pain severe?",
  "How often do headaches limit your ability",
  "how often do you wish you could lie down?",
  "felt too tired to do work",
  "felt fed up or irritated",
  "limit your ability to concentrate",
];

async function answerHit6(page: Page, answers: string[]) {
  const form = page.getByRole("form", { name: "HIT-6 questionnaire" });
  for (const [i, answer] of answers.entries()) {
    const group = form.getByRole("group", { name: new RegExp(HIT6_QUESTIONS[i]!.replace(/[?]/g, "\\?")) });
    await group.getByRole("radio", { name: answer, exact: true }).check();
  }
  await form.getByRole("button", { name: "Save HIT-6" }).click();
}

test("take MIDAS and HIT-6, see their scores, grades, retake dates and history", async ({ page }) => {
  await signUpAndLogIn(page, "quest", { name: "Quinn Quest" });
  // the Migraine Tracker says what is due, and leads there
  await page.goto("/health?tab=tracker");
  const dueNote = page.getByTestId("questionnaires-due");
  await expect(dueNote).toContainText("MIDAS not taken yet: due now");
  await expect(dueNote).toContainText("HIT-6 not taken yet: due now");
  await dueNote.getByRole("link", { name: "take MIDAS" }).click();
  await expect(page.getByRole("link", { name: "Questionnaires", exact: true })).toHaveAttribute("aria-current", "page");
  const reminders = page.getByRole("list", { name: "When to take the questionnaires" });
  await expect(reminders).toContainText("MIDAS not taken yet: due now");
  await expect(reminders).toContainText("HIT-6 not taken yet: due now");
  await expect(page.getByText("No MIDAS answers yet.")).toBeVisible();

  // ── MIDAS: a blank form is refused beside its questions; then the worked example 3+2+2+2+2 ──
  const midas = page.getByRole("form", { name: "MIDAS questionnaire" });
  await midas.getByRole("button", { name: "Save MIDAS" }).click();
  await expect(midas.getByText("Question 1 must be a whole number of days from 0 to 90")).toBeVisible();
  await expect(midas.getByText("Pain must be a whole number from 0 to 10")).toBeVisible();
  const days = [3, 2, 2, 2, 2, 18, 7];
  const inputs = midas.getByRole("spinbutton");
  await expect(inputs).toHaveCount(7);
  for (const [i, n] of days.entries()) await inputs.nth(i).fill(String(n));
  await inputs.nth(0).fill("91");
  await midas.getByRole("button", { name: "Save MIDAS" }).click();
  await expect(midas.getByText("Question 1 must be a whole number of days from 0 to 90")).toBeVisible();
  await inputs.nth(0).fill("3");
  await midas.getByRole("button", { name: "Save MIDAS" }).click();

  const result = page.getByTestId("midas-result").first();
  await expect(result).toContainText("11");
  await expect(result).toContainText("Grade III: Moderate disability");
  await expect(result).toContainText("11 to 20 days");
  await expect(reminders).toContainText(/MIDAS due again on \w{3} \d{1,2}, \d{4}/);
  const midasHistory = page.getByRole("list", { name: "MIDAS answers" });
  await expect(midasHistory.getByRole("listitem")).toHaveCount(1);
  await expect(midasHistory).toContainText("11 days · Grade III, moderate disability");
  await expect(page.getByRole("img", { name: "MIDAS score over time" })).toBeVisible();
  await shotAtBothWidths(page, "questionnaires-midas");

  // ── HIT-6: 13+11+10+10+8+8 = 60 (severe), then again 10×4+8×2 = 56 (substantial) ──
  await page.getByRole("navigation", { name: "Questionnaires" }).getByRole("link", { name: "HIT-6" }).click();
  await expect(page.getByRole("form", { name: "HIT-6 questionnaire" })).toBeVisible();
  await page.getByRole("button", { name: "Save HIT-6" }).click();
  await expect(page.getByText("Choose an answer to question 1")).toBeVisible();
  await answerHit6(page, ["Always", "Very often", "Sometimes", "Sometimes", "Rarely", "Rarely"]);
  const hit6 = page.getByTestId("hit6-result").first();
  await expect(hit6).toContainText("60");
  await expect(hit6).toContainText("Severe impact");
  await expect(hit6).toContainText("60 or more");
  await expect(reminders).toContainText(/HIT-6 due again on \w{3} \d{1,2}, \d{4}/);

  await page.getByRole("button", { name: "Take HIT-6 again" }).click();
  await answerHit6(page, ["Sometimes", "Sometimes", "Sometimes", "Sometimes", "Rarely", "Rarely"]);
  await expect(page.getByTestId("hit6-result").first()).toContainText("Substantial impact");
  const hit6History = page.getByRole("list", { name: "HIT-6 answers" });
  await expect(hit6History.getByRole("listitem")).toHaveCount(2);
  // newest first
  await expect(hit6History.getByRole("listitem").nth(0)).toContainText("56 · Substantial impact");
  await expect(hit6History.getByRole("listitem").nth(1)).toContainText("60 · Severe impact");
  await expect(page.getByRole("img", { name: "HIT-6 score over time" })).toBeVisible();
  await shotAtBothWidths(page, "questionnaires-hit6");

  // ── delete the older answer ──
  await hit6History
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Questionnaire response deleted.")).toBeVisible();
  await expect(hit6History.getByRole("listitem")).toHaveCount(1);
  await expect(hit6History).toContainText("56 · Substantial impact");

  // both taken: the tracker has nothing to remind of
  await page.goto("/health?tab=tracker");
  await expect(page.getByRole("heading", { name: "Log Migraine Episode" })).toBeVisible();
  await expect(page.getByTestId("questionnaires-due")).toHaveCount(0);
});
