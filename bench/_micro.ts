import { GET } from "@/app/api/food-entries/route";
import { GET as ME } from "@/app/api/me/route";
import { encode } from "next-auth/jwt";
import pg from "pg";
const url = "postgres://postgres@127.0.0.1:5432/vitalog_bench_v1";
process.env.DATABASE_URL = url; process.env.AUTH_SECRET = "bench-auth-secret-not-for-production-0123456789";
const base = "http://127.0.0.1:3999";
// token: issue one directly
const { issueBearerToken, createBrowserSession } = await import("@/lib/account/sessions");
const { getDb } = await import("@/db/client");
const db = await getDb();
const c = new pg.Client(url); await c.connect();
const { rows } = await c.query("select id from users where email='bench0001@bench.vitalog.local'");
const uid = rows[0].id;
const day = (await c.query("select value from bench_meta where key='food_day'")).rows[0].value;
const token = await issueBearerToken(db, uid, "micro");
const sid = await createBrowserSession(db, uid, "micro");
const cookie = `authjs.session-token=${await encode({ token: { sub: uid, sid }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" })}`;
async function run(label: string, fn: () => Promise<Response>, n = 2000) {
  for (let i = 0; i < 200; i++) await (await fn()).text();
  const t0 = performance.now(); const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) { const r = await fn(); await r.text(); if (r.status !== 200) throw new Error(String(r.status)); }
  const cpu = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(label, "wall ms/req", (t / n).toFixed(3), "cpu ms/req", ((cpu.user + cpu.system) / 1000 / n).toFixed(3));
}
const which = process.argv[2] ?? "all";
if (which === "all" || which === "bearer") await run("food bearer", () => GET(new Request(`${base}/api/food-entries?date_param=${day}`, { headers: { authorization: `Bearer ${token}` } })));
if (which === "all" || which === "cookie") await run("food cookie", () => GET(new Request(`${base}/api/food-entries?date_param=${day}`, { headers: { cookie } })));
if (which === "all") await run("me bearer", () => ME(new Request(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } })));
if (which === "all") await run("me cookie", () => ME(new Request(`${base}/api/me`, { headers: { cookie } })));
await c.query("delete from auth_tokens where user_agent='micro'");
process.exit(0);
