/**
 * One fuzz test file: a Pro user (and another user whose rows must stay out of reach), seeded
 * rows, one property per route method.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { fuzzMethod, offlineEnv, proUser, RUNS, send, stats, type Ctx } from "./harness";
import { moduleLoader, ROUTES, type HttpMethod } from "./routes";

type Handler = Parameters<typeof send>[0];

/** Rows every id route can reach: the collection route that creates them. */
const SEEDS: [string, Record<string, unknown>][] = [
  ["food-entries/route.ts", { food_name: "Seed soup", calories: 100 }],
  // the breakfasts just logged (today's, then 2026-11-19's) saved as meals
  ["meals/route.ts", { name: "Seed meal", meal_type: "breakfast" }],
  ["exercises/route.ts", { exercise_name: "Seed walk", duration_minutes: 10, calories_burned: 40 }],
  ["migraines/route.ts", { severity: 4 }],
  ["health-metrics/route.ts", { metric_type: "heart_rate", value: 60 }],
  ["medications/route.ts", { name: "Seed med", dosage: "1 tab", frequency: "daily", time: "08:00" }],
  ["journal-entries/route.ts", { content: "Seed" }],
  ["workout-plans/route.ts", { plan_name: "Seed plan", plan_content: "Day 1" }],
];

export async function seedRows(token: string): Promise<void> {
  for (const [file, body] of SEEDS) {
    const handler = (await moduleLoader(file)()).POST as Handler;
    for (let i = 0; i < 2; i++) {
      const a = await send(handler, {
        method: "POST",
        path: "/api/x",
        params: {},
        headers: { authorization: `Bearer ${token}` },
        body: { text: JSON.stringify(i ? { ...body, date: "2026-11-19" } : body), contentType: "application/json" },
      });
      if (a.status !== 201) throw new Error(`seeding ${file}: ${a.status} ${a.text}`);
    }
  }
}

/** Budget of a (route, method): `runs` (RUNS unless given) × its weight. */
export function runsOf(file: string, method: HttpMethod, runs = RUNS): number {
  return Math.max(1, Math.round(runs * (ROUTES[file]!.methods[method]!.weight ?? 1)));
}

export function plannedRequests(files: string[], runs = RUNS): number {
  return files.reduce(
    (n, f) => n + Object.keys(ROUTES[f]!.methods).reduce((m, meth) => m + runsOf(f, meth as HttpMethod, runs), 0),
    0,
  );
}

/** Declares the tests of a fuzz file over `files` (keys of ROUTES). */
export function fuzzRoutes(files: string[], setup: (ctx: Ctx) => Promise<void> = async () => undefined): void {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    offlineEnv();
    ctx.user = await proUser();
    ctx.other = await proUser();
    await seedRows(ctx.user.token);
    await seedRows(ctx.other.token);
    await setup(ctx);
    stats.sent = 0;
  });
  afterAll(() => {
    if (process.env.FUZZ_STATS) console.log(`fuzz stats: ${JSON.stringify(stats)}`);
    delete process.env.OFF_OFFLINE;
    delete process.env.OPEN_METEO_BASE_URL;
    delete process.env.OPEN_METEO_GEOCODING_URL;
    resetEnvCache();
  });
  for (const file of files) {
    for (const method of Object.keys(ROUTES[file]!.methods) as HttpMethod[]) {
      it(`${method} ${ROUTES[file]!.path}`, async () => {
        await fuzzMethod(file, ROUTES[file]!, method, ctx, runsOf(file, method));
      }, 120_000);
    }
  }
  it("sent every planned request", () => {
    expect(stats.sent).toBe(plannedRequests(files));
  });
}
