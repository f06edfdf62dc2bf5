/** What most browser tests start with: a screenshot helper and a signed-in new user. */
import { expect, type Page, type TestInfo } from "@playwright/test";

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** Where shotAtBothWidths keeps its pictures, one folder for the whole run, to look at after it. */
export const SCREENS_DIR = "test-results/screens";

/**
 * The screen as a desktop (1280 px) and a phone (390 px) user sees it, saved as
 * `<name>-1280.png` and `<name>-390.png` in SCREENS_DIR; the page's viewport is put back after.
 */
export async function shotAtBothWidths(page: Page, name: string) {
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

type Profile = {
  name: string;
  age?: number;
  gender?: "female" | "male" | "other";
  height_cm?: number;
  current_weight_kg?: number;
  goal_weight_kg?: number;
  activity_level?: string;
  use_imperial?: boolean;
  time_zone?: string;
};

/**
 * Registers a new user through the API (the UI's register form has its own test) and signs
 * in through the login form, ending on the dashboard with a browser session.
 */
export async function signUpAndLogIn(
  page: Page,
  prefix: string,
  profile: Profile,
): Promise<{ email: string; password: string }> {
  const email = `e2e-${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = `${prefix}-pass-1`;
  const created = await page.request.post("/api/register", {
    data: {
      email,
      password,
      age: 35,
      gender: "female",
      height_cm: 168,
      current_weight_kg: 65,
      goal_weight_kg: 65,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
      ...profile,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return { email, password };
}
