/**
 * The barcode scanner through Chromium's fake camera, which films a generated EAN-13
 * (tests/e2e/support/fake-camera.ts): ZXing decodes it, the lookup finds the product on the
 * Open Food Facts stand-in, and "Use This Product" puts it in the log form.
 */
import { expect, test } from "./support/test";
import { CAMERA_BARCODE } from "./support/fake-camera";

test("scanning a barcode with the camera ends with the product in the log form", async ({ page }, info) => {
  const email = `e2e-camera-${Date.now()}@example.com`;
  const created = await page.request.post("/api/register", {
    data: {
      email,
      password: "camera-pass-1",
      name: "Cam Scanner",
      age: 30,
      gender: "male",
      height_cm: 180,
      current_weight_kg: 80,
      goal_weight_kg: 75,
      activity_level: "lightly_active",
      use_imperial: true,
      time_zone: "America/New_York",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("camera-pass-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  await page.goto("/food?tab=barcode");
  await expect(page.getByRole("heading", { name: "Barcode Lookup" })).toBeVisible();
  const liveVideos = () =>
    page.evaluate(() => Array.from(document.querySelectorAll("video")).filter((v) => v.srcObject).length);

  // the second scanner: the camera only shows the package; the typed number is trimmed
  await page.getByRole("button", { name: "Camera with Manual Entry" }).click();
  const manual = page.getByRole("dialog", { name: "Camera Barcode Entry" });
  await expect(manual).toBeVisible();
  await expect.poll(liveVideos).toBe(1);
  await manual.getByRole("button", { name: "Use Barcode" }).click(); // empty input is ignored
  await expect(manual).toBeVisible();
  await manual.getByLabel("Barcode you see").fill("  5000168001234 ");
  await page.screenshot({ path: info.outputPath("camera-manual-dialog.png") });
  await manual.getByRole("button", { name: "Use Barcode" }).click();
  await expect(manual).toBeHidden();
  await expect(page.getByLabel("Barcode", { exact: true })).toHaveValue("5000168001234");
  await expect(page.getByRole("heading", { name: "Porridge Oats" })).toBeVisible();
  expect(await liveVideos()).toBe(0);

  // the auto-decoding scanner reads the EAN-13 on the fake camera
  await page.getByRole("button", { name: "Scan with Camera" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Barcode" });
  await expect(dialog).toBeVisible();
  // the dialog closes by itself once the code is read, and the camera is released
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByLabel("Barcode", { exact: true })).toHaveValue(CAMERA_BARCODE);
  await expect(page.getByRole("heading", { name: "Nutella" })).toBeVisible();
  expect(await liveVideos()).toBe(0);
  await page.screenshot({ path: info.outputPath("camera-product.png"), fullPage: true });
  await page.getByRole("button", { name: "Use This Product" }).click();
  await expect(page.getByLabel("Food name")).toHaveValue("Nutella (Ferrero)");
  await expect(page.getByLabel("Calories (kcal)")).toHaveValue("81");
  await expect(page.getByLabel("Meal", { exact: true })).toHaveValue("lunch");
  await page.getByRole("button", { name: "Log Food" }).click();
  await expect(page.getByText("Nutella (Ferrero) logged successfully!")).toBeVisible();
});
