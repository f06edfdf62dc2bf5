import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
const PORT = 3542, BASE = `http://localhost:${PORT}`;
const server = spawn("node_modules/.bin/next", ["start", "-p", String(PORT)], { stdio: "ignore", detached: true,
  env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: "cls-secret-not-for-production-0123456789abc", AUTH_TRUST_HOST: "true", APP_URL: BASE, PGLITE_DIR: ".data/cls-pglite", ALLOW_EMBEDDED_DB: "1" } });
for (let i = 0; i < 100; i++) { try { await fetch(BASE + "/login"); break; } catch { await new Promise(r => setTimeout(r, 300)); } }
const email = `cls-${Date.now()}@example.com`, password = "cls-pass-12345";
const reg = await fetch(`${BASE}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password, name: "Cls", age: 35, gender: "female", height_cm: 168, current_weight_kg: 65, goal_weight_kg: 62, activity_level: "sedentary", use_imperial: false, time_zone: "UTC" }) });
console.log("register", reg.status);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [1350, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 940 } });
  const page = await ctx.newPage();
  await page.goto(BASE + "/login");
  await page.getByLabel("Email").fill(email); await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in|log in|login/i }).click();
  await page.waitForURL(BASE + "/");
  for (const path of ["/", "/food"]) {
    await page.addInitScript(() => { window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: e.startTime, src: e.sources.map((s) => ({ n: s.node?.outerHTML?.slice(0, 90), p: s.previousRect.toJSON(), c: s.currentRect.toJSON() })) }); }).observe({ type: "layout-shift", buffered: true }); });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 100000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(BASE + path); await page.waitForTimeout(6000);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    console.log(width, path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 0).slice(0, 3000));
  }
  await ctx.close();
}
await browser.close(); process.kill(-server.pid, "SIGTERM"); process.exit(0);
