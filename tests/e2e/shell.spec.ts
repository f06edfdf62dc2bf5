/**
 * The frame around the views: the sidebar (desktop) and tab bar (phone), the welcome line and
 * note, the 404 page, the legal pages, and dark mode stored per user.
 */
import { expect, test, type Page } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function logInAgain(page: Page, email: string, password: string) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

test("the sidebar on a desktop lists every view, marks the current one and leads to it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndLogIn(page, "sidebar", { name: "Sid Bar" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveCount(11);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await shotAtBothWidths(page, "shell-dashboard");

  await nav.getByRole("link", { name: "Medications" }).click();
  await expect(page.getByRole("heading", { name: "Medications", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Medications" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  // the content uses the width beside the sidebar
  const main = await page.getByRole("main").boundingBox();
  expect(main!.width).toBeGreaterThan(900);

  await nav.getByRole("link", { name: "Food" }).click();
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  await shotAtBothWidths(page, "shell-food");
});

test("the tab bar on a phone marks the current view, More lists them all, and it hides nothing", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpAndLogIn(page, "tabbar", { name: "Tab Bar" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Food", "Health", "Journal"]);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Journal" }).click();
  await expect(page.getByRole("heading", { name: "Journal", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Journal" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("button", { name: "More" }).click();
  const more = page.getByRole("dialog", { name: "All views" });
  await expect(more.getByRole("link")).toHaveCount(11);
  await expect(more.getByRole("link", { name: "Journal" })).toHaveAttribute("aria-current", "page");
  await more.getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expect(more).toBeHidden();

  // the end of the page scrolls clear of the fixed bar
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await nav.boundingBox();
  const copyright = await page.getByText(`© ${new Date().getFullYear()} vitalog`).boundingBox();
  expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(bar!.y);

  // the food page's tabs stay on one row and scroll sideways
  await nav.getByRole("link", { name: "Food" }).click();
  await expect(page.getByRole("heading", { name: "Food Tracking", level: 1 })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Food sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Log Food", "AI Scan", "Barcode", "Recent", "My Foods", "Recipes", "Meals"]);
  const tops = await tabs.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test("the first visit says Welcome, a later sign-in Welcome back; the welcome note stays dismissed", async ({
  page,
}) => {
  const { email, password } = await signUpAndLogIn(page, "welcome", { name: "Wendy Welcome" });
  await expect(page.getByText("Welcome, Wendy Welcome!")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Welcome, Wendy Welcome!")).toBeVisible();

  const note = page.getByRole("region", { name: "Welcome to vitalog" });
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: "Dismiss welcome note" }).click();
  await expect(note).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(note).toBeHidden();

  await logInAgain(page, email, password);
  await expect(page.getByText("Welcome back, Wendy Welcome!")).toBeVisible();
  await expect(note).toBeHidden();
});

test("an unknown address shows the 404 page with a way home", async ({ page }) => {
  await signUpAndLogIn(page, "notfound", { name: "Nora Found" });
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await shotAtBothWidths(page, "shell-404");
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("dark mode is chosen in Settings, rendered by the server and kept across reloads", async ({ page }) => {
  await signUpAndLogIn(page, "dark", { name: "Dora Dark" });
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "system");
  await page.goto("/settings");
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  await theme.getByRole("radio", { name: "Dark" }).check();
  await expect(html).toHaveAttribute("data-theme", "dark");

  await page.goto("/");
  await expect(html).toHaveAttribute("data-theme", "dark");
  // the page itself is dark (the tokens flip), not only the attribute
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe("rgb(11, 17, 23)");
  await shotAtBothWidths(page, "shell-dashboard-dark");

  await page.goto("/settings");
  await expect(page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Light" }).check();
  await expect(html).toHaveAttribute("data-theme", "light");
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
});

test("the legal pages are reachable signed out and say what happens to the data", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByText(/argon2id/)).toBeVisible();
  await expect(page.getByText(/never sells or rents your data/)).toBeVisible();
  await shotAtBothWidths(page, "shell-privacy");
  await page.getByRole("link", { name: "HIPAA Compliance" }).click();
  await expect(page.getByRole("heading", { name: "HIPAA Compliance", level: 1 })).toBeVisible();
  await expect(page.getByText(/claims no HIPAA certification/)).toBeVisible();
  await page.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
});
