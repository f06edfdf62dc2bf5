/**
 * Family sharing in Chromium: a Pro user invites two people from the Family page, and cancels a
 * mistyped third invitation to free its seat; each invitee follows the emailed link signed out,
 * signs in and comes back to join; one lets the other see their medications only, and the other
 * sees those (and not the journal, in the page and through the API); the owner removes that
 * member, whose access and Pro features end at once. The sharer's account activity names who
 * viewed her medications; the viewer's, what was shared with her and her removal.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./support/test";
import { linkMailedTo } from "./support/mail";
import { STRIPE_FAKE_PORT } from "./support/ports";
import { signUpAndLogIn } from "./support/session";

const SHOTS = "/tmp/shots-family";
const PASSWORD = "family-pass-1";

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}.png`,
      fullPage: true,
      style: "nav.fixed { display: none }",
    });
  }
  if (before) await page.setViewportSize(before);
}

async function expectNoAxeViolations(page: Page) {
  // the title streams in after the body on a dynamic page
  await expect(page).toHaveTitle(/vitalog/);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function upgradeToPro(page: Page) {
  await page.goto("/subscription");
  await page.getByRole("region", { name: "Pro", exact: true }).getByRole("button", { name: /Pro/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_FAKE_PORT}/checkout/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 20_000 });
}

/** A user with an account, in a browser of their own, signed out. */
async function personWithAccount(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `e2e-family-${name.toLowerCase()}-${Date.now()}@example.com`;
  const created = await page.request.post("/api/register", {
    data: {
      email,
      password: PASSWORD,
      name,
      age: 40,
      gender: "other",
      height_cm: 170,
      current_weight_kg: 70,
      goal_weight_kg: 70,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
    },
  });
  expect(created.status()).toBe(201);
  // registering through the API signs nobody in here: the browser has no session cookie
  await context.clearCookies();
  return { page, email, close: () => context.close() };
}

/** Opens the verification link mailed at registration: a family is joined with a verified email only. */
async function verifyThroughMail(page: Page, email: string) {
  await page.goto(await linkMailedTo(email, "/verify-email"));
  await expect(page.getByText("Your email is verified. Thank you!")).toBeVisible();
}

/** Verifies the email, follows the mailed link signed out, signs in from it, comes back and joins. */
async function joinThroughMail(page: Page, email: string, ownerFirst: string) {
  await verifyThroughMail(page, email);
  const link = await linkMailedTo(email, "/family/join");
  await page.goto(link);
  await expect(page.getByText(`${ownerFirst} Owner invites you to their family on vitalog.`)).toBeVisible();
  await page.getByRole("link", { name: "I have an account: sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: `Join ${ownerFirst} Owner's family` }).click();
  await expect(page.getByRole("heading", { name: `${ownerFirst} Owner's family` })).toBeVisible();
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test("a Pro family: invite two, both join by mail, one shares medications only, removal ends access and Pro", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // the owner: Pro, paid through the (stand-in) checkout
  await signUpAndLogIn(page, "family-owner", { name: "Alex Owner" });
  await page.goto("/family");
  await expect(page.getByText("Family sharing needs the Pro plan")).toBeVisible();
  await expect(page.getByLabel("Email of the person to invite")).toHaveCount(0);
  await upgradeToPro(page);

  const blake = await personWithAccount(browser, "Blake");
  const casey = await personWithAccount(browser, "Casey");
  await page.goto("/family");
  for (const email of [blake.email, casey.email]) {
    await page.getByLabel("Email of the person to invite").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  }
  await expect(page.getByRole("listitem").filter({ hasText: blake.email })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "family-owner-invited");

  // a mistyped address takes the last seat until the owner cancels its invitation
  const typo = `e2e-family-typo-${Date.now()}@example.con`;
  await page.getByLabel("Email of the person to invite").fill(typo);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${typo}.`)).toBeVisible();
  await expect(page.getByText("Your family is full")).toBeVisible();
  await page.getByRole("button", { name: `Cancel invitation to ${typo}` }).click();
  const cancelling = page.getByRole("dialog", { name: "Cancel this invitation?" });
  await expect(cancelling.getByText(/stops working/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "family-cancel-invitation");
  await cancelling.getByRole("button", { name: "Cancel invitation", exact: true }).click();
  await expect(page.getByText(`Invitation to ${typo} cancelled.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: typo })).toHaveCount(0);
  await expect(page.getByLabel("Email of the person to invite")).toBeVisible();
  await expect(page.getByText("1 place left.")).toBeVisible();

  await joinThroughMail(blake.page, blake.email, "Alex");
  await joinThroughMail(casey.page, casey.email, "Alex");
  await expect(casey.page.getByText("You have Pro through Alex Owner.")).toBeVisible();

  // Blake (Pro through the family) has a medication and a private journal entry
  const b = blake.page;
  const med = await b.request.post("/api/medications", {
    data: { name: "Sumatriptan", dosage: "50 mg", time: "08:00" },
    headers: origin(b),
  });
  expect(med.status()).toBe(201);
  const journal = await b.request.post("/api/journal-entries", {
    data: { title: "Blake's secret diary", content: "Nobody reads this", mood: 4 },
    headers: origin(b),
  });
  expect(journal.status()).toBe(201);
  const blakeId = ((await (await b.request.get("/api/me")).json()) as { id: string }).id;

  // Blake lets Casey see medications only (nothing is ticked until chosen)
  await b.goto("/family");
  const caseyCard = b.getByRole("region", { name: /Casey/ });
  const boxes = caseyCard.getByRole("group", { name: "What Casey can see of mine" }).getByRole("checkbox");
  await expect(boxes).toHaveCount(6);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await caseyCard.getByRole("checkbox", { name: "Medications and doses" }).check();
  await caseyCard.getByRole("button", { name: "Save what I share" }).click();
  await expect(b.getByText("Casey can now see what you ticked.")).toBeVisible();
  await expectNoAxeViolations(b);
  await shots(b, "family-member-grants");

  // Casey sees Blake's medications, read only, and no journal
  const c = casey.page;
  await c.goto("/family");
  const blakeCard = c.getByRole("region", { name: /Blake/ });
  await expect(blakeCard.getByText("Medications and doses —")).toBeVisible();
  await expect(blakeCard.getByRole("switch", { name: "Tell me when a dose is missed" })).toBeVisible();
  await blakeCard.getByRole("link", { name: "View Blake's data" }).click();
  await expect(c.getByText("Viewing Blake's data — read only")).toBeVisible();
  await expect(c.getByRole("rowheader", { name: "Sumatriptan", exact: true })).toBeVisible();
  await expect(c.getByRole("cell", { name: "Sumatriptan 50 mg" })).toBeVisible();
  const areas = c.getByRole("navigation", { name: "Blake's shared areas" });
  await expect(areas.getByRole("link")).toHaveText(["Medications and doses"]);
  await expectNoAxeViolations(c);
  await shots(c, "family-shared-view");
  await c.goto(`/family/${blakeId}?tab=journal`);
  await expect(c.getByText("Viewing Blake's data — read only")).toBeVisible();
  await expect(c.getByText("Blake's secret diary")).toHaveCount(0);

  const meds = await c.request.get(`/api/medications?member_id=${blakeId}`);
  expect(meds.status()).toBe(200);
  expect(JSON.stringify(await meds.json())).toContain("Sumatriptan");
  const diary = await c.request.get(`/api/journal-entries?member_id=${blakeId}`);
  expect(diary.status()).toBe(404);
  expect(await diary.json()).toEqual({ detail: "Not found." });

  // while in the family Casey has Pro's features: API tokens are open to her
  await c.goto("/settings/api");
  await expect(c.getByRole("form", { name: "Create a token" })).toBeVisible();
  await expect(c.getByRole("group", { name: "API access" })).toHaveCount(0);

  // the owner removes Casey: the access and the Pro features end at once
  await page.goto("/family");
  await page.getByRole("region", { name: /Casey/ }).getByRole("button", { name: "Remove Casey" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Casey?" });
  await expect(dialog.getByText(/loses the family's Pro plan now/)).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Removed from the family.")).toBeVisible();
  await expect(page.getByRole("region", { name: /Casey/ })).toHaveCount(0);

  expect((await c.request.get(`/api/medications?member_id=${blakeId}`)).status()).toBe(404);
  await c.goto(`/family/${blakeId}`);
  await expect(c.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(c.getByText("Sumatriptan")).toHaveCount(0);
  await c.goto("/settings/api");
  const locked = c.getByRole("group", { name: "API access" });
  await expect(locked.getByText("Included in the Pro plan.")).toBeVisible();
  await c.goto("/family");
  await expect(c.getByText("Family sharing needs the Pro plan")).toBeVisible();

  // Blake's activity says who read what of hers (the page and the API reads: one event) and what
  // she shares; Casey's, what was shared with her and that she was removed
  await b.goto("/settings/account");
  const blakeActivity = b.getByRole("region", { name: "Account activity" });
  await expect(blakeActivity.getByText("Casey (family) viewed your medications")).toHaveCount(1);
  await expect(blakeActivity).toContainText("You let Casey view: medications");
  await shots(b, "family-member-activity");
  await c.goto("/settings/account");
  const caseyActivity = c.getByRole("region", { name: "Account activity" });
  await expect(caseyActivity).toContainText("Alex removed you from the family");
  await expect(caseyActivity).toContainText("Blake let you view: medications");
  await expect(caseyActivity).not.toContainText("viewed your");

  await blake.close();
  await casey.close();
});

test("an invitee without an account registers from the link and comes back to join", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, "family-owner2", { name: "Dana Owner" });
  await upgradeToPro(page);
  const email = `e2e-family-new-${Date.now()}@example.com`;
  const sent = await page.request.post("/api/family/invitations", { data: { email }, headers: origin(page) });
  expect(sent.status()).toBe(201);

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(await linkMailedTo(email, "/family/join"));
  await expect(newcomer.getByText("Joining shares nothing")).toBeVisible();
  await expectNoAxeViolations(newcomer);
  await shots(newcomer, "family-join-signed-out");
  await newcomer.getByRole("link", { name: "Create an account" }).click();
  await newcomer.getByLabel("Full name").fill("Eli Newcomer");
  await newcomer.getByLabel("Email").fill(email);
  await newcomer.getByLabel("Password").fill("newcomer-pass-1");
  await newcomer.getByLabel("Date of birth").fill("1990-05-15");
  await newcomer.getByLabel("Gender").selectOption("male");
  await newcomer.getByLabel("Height (cm)").fill("175");
  await newcomer.getByLabel("Current weight (kg)").fill("72");
  await newcomer.getByLabel("Goal weight (kg)").fill("70");
  await newcomer.getByRole("button", { name: "Register" }).click();
  await expect(newcomer.getByText(`Signed in as ${email}.`)).toBeVisible();
  // the link alone does not join: the address is proven by its verification link first
  await expect(newcomer.getByText(`Verify your email address (${email}) to join this family`)).toBeVisible();
  await expect(newcomer.getByRole("button", { name: "Join Dana Owner's family" })).toHaveCount(0);
  const joinPage = newcomer.url();
  await verifyThroughMail(newcomer, email);
  await newcomer.goto(joinPage);
  await newcomer.getByRole("button", { name: "Join Dana Owner's family" }).click();
  await expect(newcomer.getByRole("heading", { name: "Dana Owner's family" })).toBeVisible();
  await newcomer.goto("/subscription");
  await expect(newcomer.getByText("Pro through Dana Owner's family")).toBeVisible();
  await context.close();
});

test("a used invitation link says so on the join page", async ({ page }) => {
  await page.goto("/family/join?token=not-a-real-token");
  await expect(page.getByText("This invitation link is not valid or has already been used.")).toBeVisible();
  await expectNoAxeViolations(page);
});
