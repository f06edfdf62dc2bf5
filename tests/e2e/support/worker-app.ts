/**
 * The app each Playwright worker tests: `next start` of the build on a port of the worker's
 * own (E2E_PORT + the worker's parallel index) with a database of its own, so workers never
 * see each other's rows, throttles or job runs. The stand-ins (mail, AI, Open Food Facts,
 * Open-Meteo, Stripe) are one per run: mail is read by address, the AI's rules match a test's
 * own words, and Stripe delivers each payment's events to the app that opened its checkout.
 */
import net from "node:net";
import { expect } from "@playwright/test";
import { appDatabase } from "./app-database";
import { spawnApp, waitUntilReady, waitUntilUp, type AppServer } from "./app-server";
import {
  E2E_PORT,
  OFF_FAKE_URL,
  OPENAI_FAKE_PORT,
  OPEN_METEO_FAKE_URL,
  SMTP_PORT,
  SMTP_TLS_ENV,
  STRIPE_E2E,
  VAPID_E2E,
} from "./ports";

/** Workers per run at most: the stand-ins' ports start at E2E_PORT + 25. */
export const MAX_WORKERS = 25;

export type WorkerApp = { baseURL: string; server: AppServer; databaseUrl?: string };

export async function startWorkerApp(parallelIndex: number): Promise<{ app: WorkerApp; stop: () => Promise<void> }> {
  if (parallelIndex >= MAX_WORKERS) throw new Error(`at most ${MAX_WORKERS} e2e workers`);
  const port = E2E_PORT + parallelIndex;
  // pages are visited as localhost: the cookies, the CSP's origin and APP_URL agree on it
  const baseURL = `http://localhost:${port}`;
  // the worker this one replaces (after a failure, or for another project) stops its app first;
  // never take an app still answering on the port for this worker's own
  await expect.poll(() => listening(port), { message: `port ${port} still taken`, timeout: 60_000 }).toBe(false);
  const database = await appDatabase(`.data/e2e-pglite-${port}`);
  const server = spawnApp(
    port,
    {
      AUTH_SECRET: "e2e-secret-not-for-production-0123456789abcdef",
      AUTH_TRUST_HOST: "true",
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...SMTP_TLS_ENV,
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
      ...database.env,
    },
    "next-start",
    // every address, as a browser may try ::1 for localhost; and idle kept-alive connections
    // kept longer than a test: Node's 5 s would close one just as a test's API client, idle
    // for a sign-in through the pages, sends its next request on it (ECONNRESET)
    { host: null, keepAliveTimeoutMs: 120_000 },
  );
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  try {
    await waitUntilUp(server, 120_000);
    await waitUntilReady(server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { app: { baseURL, server, databaseUrl: database.url }, stop };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
