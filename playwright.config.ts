import { defineConfig } from "@playwright/test";
import { CAMERA_VIDEO } from "./tests/e2e/support/fake-camera";
import {
  MAIL_HTTP_PORT,
  OFF_FAKE_PORT,
  OFF_FAKE_URL,
  OPENAI_FAKE_PORT,
  OPEN_METEO_FAKE_PORT,
  OPEN_METEO_FAKE_URL,
  SMTP_PORT,
  SMTP_TLS_DIR,
  STRIPE_E2E,
  STRIPE_FAKE_PORT,
} from "./tests/e2e/support/ports";

/**
 * Browser tests against the production build (`next start`) in Debian's Chromium, never a
 * downloaded browser. Each worker starts an app of its own on E2E_PORT + its index, on a
 * copy of a migrated template (DATABASE_URL's server) or a fresh PGlite directory
 * (tests/e2e/support/worker-app.ts); the spec files are shared out among the workers, each
 * file's tests in order in one worker. Mail goes to the local SMTP stand-in, whose messages
 * the tests read; Open Food Facts, the AI service, Open-Meteo and Stripe are local stand-ins
 * too, one of each for the run. The "camera" project's Chromium films a generated EAN-13
 * video (made by globalSetup before any browser starts) through its fake camera.
 */
const chromiumArgs = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const CAMERA_SPEC = /food-camera\.spec\.ts$/;
/** E2E_WORKERS overrides; two on CI's two cores, where a worker's app and browser wait on each other. */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: WORKERS,
  // a test that fails once is a race to fix, not to hide
  retries: 0,
  // two workers share two cores with their apps and browsers: a test takes longer than alone
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/support/global-setup.ts",
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    viewport: { width: 375, height: 812 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // A service worker installing in every fresh context precaches the whole app alongside the
    // page under test; the specs about offline use, install and push allow it themselves.
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: CAMERA_SPEC },
    {
      name: "camera",
      testMatch: CAMERA_SPEC,
      use: {
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            ...chromiumArgs,
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/fakes/smtp-server.ts",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(MAIL_HTTP_PORT), SMTP_TLS_DIR },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "npx tsx tests/fakes/openai-server.ts",
      url: `http://127.0.0.1:${OPENAI_FAKE_PORT}/v1/models`,
      env: { OPENAI_FAKE_PORT: String(OPENAI_FAKE_PORT) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "npx tsx tests/fakes/off-server.ts",
      url: `${OFF_FAKE_URL}/health`,
      env: { OFF_FAKE_PORT: String(OFF_FAKE_PORT) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "npx tsx tests/fakes/open-meteo-server.ts",
      url: `${OPEN_METEO_FAKE_URL}/health`,
      env: { OPEN_METEO_FAKE_PORT: String(OPEN_METEO_FAKE_PORT) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "npx tsx tests/fakes/stripe-server.ts",
      url: `http://127.0.0.1:${STRIPE_FAKE_PORT}/health`,
      env: {
        STRIPE_FAKE_PORT: String(STRIPE_FAKE_PORT),
        STRIPE_FAKE_PRICES: `${STRIPE_E2E.prices.premium}:999,${STRIPE_E2E.prices.pro}:1999`,
        // a path: each payment's events go to the app (worker) that opened its checkout
        STRIPE_WEBHOOK_URL: "/api/stripe/webhook",
        STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
