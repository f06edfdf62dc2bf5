/**
 * Weather consent in Settings: the user finds their city by name (the Open-Meteo stand-in),
 * chooses it, sees "Weather for Vienna, Austria" saved, and stops using weather again.
 */
import { expect, test } from "./support/test";
import { shotAtBothWidths, signUpAndLogIn } from "./support/session";

test("choose a city for the weather in Settings, then stop using it", async ({ page }) => {
  await signUpAndLogIn(page, "weather", { name: "Wren Weather", time_zone: "Europe/Vienna" });
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Weather" });
  await expect(card).toContainText("possible migraine factor");
  await expect(card).toContainText("location is never used");

  await card.getByRole("textbox", { name: "Your city" }).fill("Vienna");
  await card.getByRole("button", { name: "Search" }).click();
  const matches = card.getByRole("list", { name: "Choose your city" });
  await expect(matches.getByRole("button")).toHaveText(["Vienna, Austria", "Vienna, Virginia, United States"]);
  await card.scrollIntoViewIfNeeded();
  await shotAtBothWidths(page, "weather-matches");

  await matches.getByRole("button", { name: "Vienna, Austria" }).click();
  await expect(page.getByText("Weather for Vienna, Austria saved")).toBeVisible();
  await expect(card.getByText("Weather for Vienna, Austria", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Stop using weather" })).toBeVisible();
  const saved = await page.request.get("/api/weather/location");
  expect(await saved.json()).toEqual({
    location: { place_name: "Vienna, Austria", latitude: 48.20849, longitude: 16.37208 },
  });
  // still there after a reload: it came from the server
  await page.reload();
  await expect(card.getByText("Weather for Vienna, Austria", { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shotAtBothWidths(page, "weather-saved");

  await card.getByRole("button", { name: "Stop using weather" }).click();
  const dialog = page.getByRole("dialog", { name: "Stop using weather?" });
  await expect(dialog).toContainText("every stored weather day");
  await dialog.getByRole("button", { name: "Stop using weather" }).click();
  await expect(card.getByRole("textbox", { name: "Your city" })).toBeVisible();
  expect(await (await page.request.get("/api/weather/location")).json()).toEqual({ location: null });
});

test("a name that matches nothing says so", async ({ page }) => {
  await signUpAndLogIn(page, "weather-none", { name: "Nora None" });
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Weather" });
  await card.getByRole("textbox", { name: "Your city" }).fill("Xyzzy");
  await card.getByRole("button", { name: "Search" }).click();
  await expect(card.getByText("No place of that name was found.")).toBeVisible();
});
