/**
 * Playwright's `test`, whose pages wait after `goto` and `reload` until React has hydrated
 * the page's controls. A server-rendered button is visible, and clickable for Playwright,
 * before its handler is attached; a click in that moment does nothing, and the next step
 * waits for a dialog that never opens.
 *
 * Each worker tests an app of its own (`workerApp`, support/worker-app.ts): `baseURL` is its
 * address. `privatePostgres` is a PostgreSQL server of the worker's own, started when a spec
 * first asks for it (through support/private-database.ts).
 */
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startPrivatePostgres, type PrivatePostgres } from "../../support/private-postgres";
import { startWorkerApp, type WorkerApp } from "./worker-app";

export * from "@playwright/test";

/** Resolves once every control of an app page carries React's fiber (hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // a page of this app loads its scripts from /_next/; a stand-in's page, a JSON answer,
      // a PDF or the browser's error page has nothing to hydrate
      if (!document.querySelector('script[src*="/_next/static/"]')) return true;
      if (document.readyState !== "complete") return false;
      // (a server action's hidden input is written by React without a fiber of its own)
      const controls = document.querySelectorAll("button, input:not([type=hidden]), select, textarea");
      return [...controls].every((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")));
    },
    null,
    { timeout: 20_000, polling: 50 },
  );
}

const wrapped = new WeakSet<Page>();

function waitForHydrationAfterLoads(page: Page) {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
}

function watch(context: BrowserContext): BrowserContext {
  context.on("page", waitForHydrationAfterLoads);
  context.pages().forEach(waitForHydrationAfterLoads);
  return context;
}

type WorkerFixtures = { browser: Browser; workerApp: WorkerApp; privatePostgres: PrivatePostgres };

export const test = base.extend<object, WorkerFixtures>({
  workerApp: [
    async ({}, provide, workerInfo) => {
      const { app, stop } = await startWorkerApp(workerInfo.parallelIndex);
      await provide(app);
      await stop();
    },
    // its start (next start, a database copy) is not any one test's time
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ workerApp }, provide) => {
    await provide(workerApp.baseURL);
  },
  privatePostgres: [
    async ({}, provide) => {
      const server = await startPrivatePostgres();
      await provide(server);
      server.destroy();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // contexts a test opens itself (a second user, a caregiver) wait the same way
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      // browser.newPage opens its context through newContext too
      browser.newContext = async (options) => watch(await newContext(options));
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, provide) => {
    await provide(watch(context));
  },
});
