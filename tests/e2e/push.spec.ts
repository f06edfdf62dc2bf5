/**
 * Push on a phone: ticking "Push reminders" asks for permission, subscribes this browser and
 * stores the subscription; "Turn off on this device" ends it.
 *
 * Headless Chromium has no push service without the internet, so `pushManager.subscribe` is
 * stubbed in the page (an init script): it answers a subscription with a real P-256 key pair
 * and auth secret as Chromium would, under an endpoint on this machine that is never called. Everything
 * else is real: the permission prompt (granted by the context), the app's service worker,
 * the form, the API and the database. The sending side (the job, VAPID, RFC 8291
 * encryption, 404/410) is tested against a push service stand-in in
 * tests/api/medications/push-reminders.test.ts.
 */
import { expect, test } from "./support/test";
import { shot, signUpAndLogIn } from "./support/session";

// the config blocks service workers for the other specs; these are about what one does
test.use({ serviceWorkers: "allow" });

test("tick push: this device subscribes; turn it off: the subscription is gone", async ({
  page,
  context,
  baseURL,
}, info) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await context.addInitScript(() => {
    const b64u = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const key = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64u(new Uint8Array(await crypto.subtle.exportKey("raw", key.publicKey)));
      const auth = b64u(crypto.getRandomValues(new Uint8Array(16)));
      // a literal loopback address, let through by the server's OUTBOUND_ALLOW_LOOPBACK (a name
      // would be resolved); 127.0.0.2, as a production build keeps 127.0.0.1 and localhost out
      const endpoint = `https://127.0.0.2:9/e2e-stub/${crypto.randomUUID()}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
  await signUpAndLogIn(page, "push", { name: "Pat Push" });
  await page.goto("/medications?tab=reminders");
  // the service worker registers on the first page; the form waits for it to be ready
  const push = page.getByLabel("Push reminders before each dose");
  await expect(page.getByText("Ticking asks this browser to allow notifications.")).toBeVisible();
  await expect(page.getByText("This device does not get push notifications.")).toBeVisible();

  await push.uncheck();
  await push.check();
  await expect(page.getByText("This device gets push notifications.")).toBeVisible();
  const listed = await (await page.request.get("/api/push-subscriptions")).json();
  expect(listed).toMatchObject({ available: true, subscriptions: [{ user_agent: expect.stringContaining("Chrome") }] });
  await shot(page, info, "01-push-on");

  await page.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(page.getByText("This device does not get push notifications.")).toBeVisible();
  expect(await (await page.request.get("/api/push-subscriptions")).json()).toMatchObject({ subscriptions: [] });
});
