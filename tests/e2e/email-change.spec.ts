/**
 * An email change in Settings needs the current password; the address it replaces receives a
 * link that restores it, signs every device out and leaves the old password to be replaced.
 */
import { expect, test } from "./support/test";
import { linkMailedTo } from "./support/mail";
import { shot, signUpAndLogIn } from "./support/session";

test("changing the email asks for the password, and the old address can undo it", async ({ page }, info) => {
  const { email, password } = await signUpAndLogIn(page, "mover", { name: "Casey Mover" });
  const newEmail = `e2e-moved-${Date.now()}@example.com`;

  await page.goto("/settings");
  await expect(page.getByLabel("Current password")).toHaveCount(0); // asked for only when the email changes
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Enter your current password to change your email.")).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await shot(page, info, "01-email-change");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  expect((await (await page.request.get("/api/me")).json()).email).toBe(newEmail);

  // the old inbox: restore the address
  const link = await linkMailedTo(email, "/revert-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Restore your email address" })).toBeVisible();
  await page.getByRole("button", { name: "Restore my email address" }).click();
  await expect(page.getByText(`Your account's email address is ${email} again`)).toBeVisible();
  await shot(page, info, "02-email-restored");
  // every device is signed out, this one included
  expect((await page.request.get("/api/me")).status()).toBe(401);
  const back = await page.request.post("/api/login", { data: { email, password } });
  expect(back.status()).toBe(200);
  // the link works once
  await page.goto(link);
  await page.getByRole("button", { name: "Restore my email address" }).click();
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
