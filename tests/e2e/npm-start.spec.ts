/**
 * `npm start` (scripts/start.mjs) on PGlite, E2E_PORT+57: the build's standalone server, with
 * its static files, on the port given as `next start` takes it, printing nothing but Next's
 * start lines and the app's own log, and keeping a relative PGLITE_DIR in the project's
 * folder rather than in .next/standalone, which the next build empties.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { appUrl, spawnApp, waitUntilUp, type AppServer } from "./support/app-server";
import { E2E_PORT } from "./support/ports";

const PORT = E2E_PORT + 57;
const DATA = `.data/e2e-npm-start-${PORT}`;

let app: AppServer | undefined;

test.afterEach(async () => {
  // SIGTERM: npm passes it on to the server, where SIGKILL would leave the server running without npm
  await app?.stop();
  rmSync(DATA, { recursive: true, force: true });
});

test("npm start serves the standalone build on -p's port, printing only Next's start lines", async () => {
  rmSync(DATA, { recursive: true, force: true });
  app = spawnApp(
    PORT,
    {
      // -p wins over PORT, as with next start
      PORT: String(PORT + 1),
      AUTH_SECRET: "npm-start-e2e-secret-0123456789abcdef-not-for-production",
      APP_URL: appUrl(PORT),
      ALLOW_EMBEDDED_DB: "1",
      PGLITE_DIR: DATA,
    },
    "npm-start",
  );
  await waitUntilUp(app);

  const login = await fetch(`${app.url}/login`);
  expect(login.status).toBe(200);
  const script = (await login.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  expect((await fetch(`${app.url}${script}`)).status).toBe(200);

  expect(existsSync(path.join(DATA, "PG_VERSION"))).toBe(true);
  expect(existsSync(path.join(".next", "standalone", DATA))).toBe(false);

  const nextLines = app
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("{"));
  expect(nextLines.some((line) => line.startsWith("✓ Ready"))).toBe(true);
  for (const line of nextLines) expect(line).toMatch(/^(▲ Next\.js |- (Local|Network): |✓ )/);
});
