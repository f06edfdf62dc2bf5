import { defineConfig } from "@playwright/test";
import { CAMERA_VIDEO } from "./tests/e2e/support/fake-camera";
import {
  E2E_PORT,
  MAIL_HTTP_PORT,
  OFF_FAKE_PORT,
  OFF_FAKE_URL,
  OPENAI_FAKE_PORT,
  OPEN_METEO_FAKE_PORT,
  OPEN_METEO_FAKE_URL,
  SMTP_PORT,
  SMTP_TLS_DIR,
  SMTP_TLS_ENV,
  STRIPE_E2E,
  STRIPE_FAKE_PORT,
  VAPID_E2E,
} from "./tests/e2e/support/ports";

/**
 * Browser tests against the production build (`next start`) in Debian's Chromium, never a
 * downloaded browser. Mail goes to the local SMTP stand-in, whose messages the tests read.
 * Without DATABASE_URL the server runs on a fresh PGlite directory. Open Food Facts is a
 * local stand-in too. The "camera" project's Chromium films a generated EAN-13 video
 * (made by globalSetup before any browser starts) through its fake camera.
 */
const PORT = E2E_PORT;
const baseURL = `http://localhost:${PORT}`;
const pgliteDir = `.data/e2e-pglite-${PORT}`;
const chromiumArgs = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const CAMERA_SPEC = /food-camera\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/support/fake-camera.ts",
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
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
        STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
      },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // CI builds in its own step; locally the tests always run against a fresh build.
      command: `${process.env.CI ? "" : "npm run build && "}rm -rf ${pgliteDir} && npm run start -- -p ${PORT}`,
      url: `${baseURL}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        AUTH_SECRET: "e2e-secret-not-for-production-0123456789abcdef",
        AUTH_TRUST_HOST: "true",
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ...SMTP_TLS_ENV,
        PGLITE_DIR: pgliteDir,
        OPENAI_API_KEY: "sk-e2e-fake",
        OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_FAKE_PORT}/v1`,
        OFF_BASE_URL: OFF_FAKE_URL,
        OPEN_METEO_BASE_URL: OPEN_METEO_FAKE_URL,
        OPEN_METEO_GEOCODING_URL: OPEN_METEO_FAKE_URL,
        // every test registers its own users, all from this machine's address
        REGISTRATIONS_PER_IP_PER_HOUR: "1000000",
        ...STRIPE_E2E.appEnv,
        ...VAPID_E2E,
        // push.spec's stubbed browser subscribes with an endpoint on 127.0.0.2 (no DNS query leaves the machine)
        OUTBOUND_ALLOW_LOOPBACK: "1",
        // production refuses PGlite unless asked: one server on one directory, on purpose
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { ALLOW_EMBEDDED_DB: "1" }),
      },
    },
  ],
});
