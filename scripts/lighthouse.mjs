#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (performance, accessibility, best practices) on the login,
 * dashboard and food pages of the production build, mobile and desktop, in Debian's Chromium.
 *
 * Uses the existing build (`.next`, or NEXT_DIST_DIR) and builds first when there is none.
 * Starts `next start` on LIGHTHOUSE_PORT (3540) against DATABASE_URL or a fresh PGlite
 * directory, registers a user through the API, signs in through next-auth's credentials
 * callback and passes the session cookie to Lighthouse. Prints the scores and writes each
 * JSON report to test-results/lighthouse/. Fails when a score is under its target
 * (performance 95, accessibility 100) unless LIGHTHOUSE_NO_FAIL=1.
 *
 * Scores on a busy 2-core machine are noisy (performance most of all): read them as such.
 * Each row prints the host's `benchmarkIndex` as Lighthouse measured it: the mobile preset's
 * 4x CPU slowdown assumes about 1500 (a fast desktop); under 1000 Lighthouse calls the host
 * slow and its mobile performance scores come out lower than on a real mid-tier phone.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3540);
const BASE = `http://localhost:${PORT}`;
const DIST = process.env.NEXT_DIST_DIR || ".next";
const OUT = "test-results/lighthouse";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const TARGETS = { performance: 95, accessibility: 100 };
const PAGES = [
  { name: "login", path: "/login", signedIn: false },
  { name: "dashboard", path: "/", signedIn: true },
  { name: "food", path: "/food", signedIn: true },
];
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? "mobile,desktop").split(",");

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitForServer(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The Set-Cookie values of a response as `name=value` pairs. */
function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

/** Registers a new user, signs in like the login form does, returns the Cookie header. */
async function signIn() {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = "lighthouse-pass-1";
  const reg = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password,
      name: "Lighthouse",
      age: 35,
      gender: "female",
      height_cm: 168,
      current_weight_kg: 65,
      goal_weight_kg: 62,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
    }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const { access_token: token } = await reg.json();
  // A little data, so the pages are not only empty states.
  const today = new Date().toISOString().slice(0, 10);
  for (const [food_name, meal_type, calories] of [
    ["Porridge", "breakfast", 320],
    ["Lentil soup", "lunch", 450],
  ]) {
    const added = await fetch(`${BASE}/api/food-entries`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        food_name,
        meal_type,
        calories,
        quantity: 1,
        unit: "serving",
        protein: 12,
        carbs: 40,
        fat: 8,
        date: today,
      }),
    });
    if (added.status !== 201) throw new Error(`food-entries answered ${added.status}: ${await added.text()}`);
  }
  const csrfRes = await fetch(`${BASE}/api/auth/csrf`);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrfRes).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${BASE}/` }),
  });
  const session = cookiesOf(res).find((c) => c.startsWith("authjs.session-token="));
  if (!session) throw new Error(`sign-in gave no session cookie (status ${res.status})`);
  return session;
}

function ensureBuild() {
  if (existsSync(path.join(DIST, "BUILD_ID")) && !process.env.LIGHTHOUSE_REBUILD) return;
  console.log("no production build: running npm run build");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function main() {
  ensureBuild();
  mkdirSync(OUT, { recursive: true });
  const pgliteDir = `.data/lighthouse-pglite-${PORT}`;
  rmSync(pgliteDir, { recursive: true, force: true });
  const server = spawn(path.join("node_modules", ".bin", "next"), ["start", "-p", String(PORT)], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "lighthouse-secret-not-for-production-0123456789",
      AUTH_TRUST_HOST: "true",
      APP_URL: BASE,
      PGLITE_DIR: pgliteDir,
      // A throwaway embedded database when DATABASE_URL is not set (production refuses it otherwise).
      ALLOW_EMBEDDED_DB: process.env.ALLOW_EMBEDDED_DB ?? "1",
    },
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stopServer);
  let chrome;
  const failures = [];
  try {
    await waitForServer(`${BASE}/login`, server);
    const cookie = await signIn();
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const rows = [];
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const url = `${BASE}${page.path}`;
        // Warm the route once (first render compiles nothing, but fills caches and the DB pool).
        await fetch(url, { headers: page.signedIn ? { cookie } : {} });
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        };
        const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr, report } = result;
        if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
          failures.push(`${preset} ${page.name}: ended on ${lhr.finalDisplayedUrl} (signed out?)`);
        }
        writeFileSync(path.join(OUT, `${page.name}-${preset}.json`), Array.isArray(report) ? report[0] : report);
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const row = {
          preset,
          page: page.name,
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
        };
        rows.push(row);
        for (const [cat, min] of Object.entries(TARGETS)) {
          if (row[cat] < min) {
            const failing = Object.values(lhr.categories[cat].auditRefs)
              .map((ref) => lhr.audits[ref.id])
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 1 &&
                  (cat === "accessibility" ||
                    a.scoreDisplayMode === "numeric" ||
                    a.scoreDisplayMode === "metricSavings"),
              )
              .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
            failures.push(`${preset} ${page.name}: ${cat} ${row[cat]} < ${min}: ${failing.join(", ")}`);
          }
        }
        const host = `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
        const cell = (key) => String(row[key]).padStart(3);
        const scores = `perf ${cell("performance")}  a11y ${cell("accessibility")}  best ${cell("best-practices")}`;
        console.log(`${preset.padEnd(8)} ${page.name.padEnd(10)} ${scores}  (${host})`);
      }
    }
    console.log(`\nreports: ${OUT}/<page>-<preset>.json`);
  } finally {
    if (chrome) await chrome.kill();
    stopServer();
  }
  if (failures.length) {
    console.log(`\nunder target:\n  ${failures.join("\n  ")}`);
    if (!process.env.LIGHTHOUSE_NO_FAIL) process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
