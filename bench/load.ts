/**
 * The load test (npm run bench:load): 50 connections for 60 s of mixed reads and writes by
 * many users, logins included, while the server's RSS is sampled every second. The only
 * refusals allowed are the intended ones: 401 then 429 for wrong-password logins.
 */
import { randomInt } from "node:crypto";
import { BENCH_PASSWORD } from "./db";
import { bearerTokens, sessionCookie, userEmail } from "./sessions";
import type { Server } from "./servers";

type Action = { name: string; weight: number; expect: number[]; run: (base: string) => Promise<number> };
type Tally = { count: number; statuses: Record<string, number>; unexpected: number; latencies: number[] };

export type LoadSummary = {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside each action's expected statuses, and transport errors. */
  errors: number;
  intended_429: number;
  rss_mb: { start: number; at_load_start: number; peak: number; end: number; samples: number[] };
  actions: Record<
    string,
    { count: number; p50: number; p99: number; statuses: Record<string, number>; unexpected: number }
  >;
};

const pick = <T>(items: T[]) => items[randomInt(items.length)]!;
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

async function call(url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status;
}

function json(token: string, body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** A login as it reaches us through the proxy, from the client's own address (a header only). */
const login = (ip: string) => ({ "content-type": "application/json", "x-forwarded-for": ip });

function actions(readers: string[], writers: string[], cookies: string[], barcodes: string[]): Action[] {
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  return [
    {
      name: "GET food day",
      weight: 25,
      expect: [200],
      run: (b) => call(`${b}/api/food-entries?date_param=${daysAgo(randomInt(90))}`, auth(pick(readers))),
    },
    { name: "GET /api/me", weight: 8, expect: [200], run: (b) => call(`${b}/api/me`, auth(pick(readers))) },
    {
      name: "GET calendar month",
      weight: 8,
      expect: [200],
      run: (b) => call(`${b}/api/calendar-data?month=${daysAgo(randomInt(90)).slice(0, 7)}`, auth(pick(readers))),
    },
    {
      name: "GET health metrics",
      weight: 6,
      expect: [200],
      run: (b) => call(`${b}/api/health-metrics`, auth(pick(readers))),
    },
    {
      name: "GET exercises",
      weight: 6,
      expect: [200],
      run: (b) => call(`${b}/api/exercises?date_param=${daysAgo(randomInt(90))}`, auth(pick(readers))),
    },
    {
      name: "GET dashboard page",
      weight: 4,
      expect: [200],
      run: (b) => call(`${b}/`, { headers: { cookie: pick(cookies) } }),
    },
    {
      name: "POST food entry",
      weight: 12,
      expect: [201],
      run: (b) =>
        call(
          `${b}/api/food-entries`,
          json(pick(writers), { food_name: "Load test pear", calories: 100, meal_type: "snack" }),
        ),
    },
    {
      name: "POST health metric",
      weight: 6,
      expect: [201],
      run: (b) =>
        call(`${b}/api/health-metrics`, json(pick(writers), { metric_type: "heart_rate", value: 60 + randomInt(40) })),
    },
    {
      name: "POST exercise",
      weight: 5,
      expect: [201],
      run: (b) =>
        call(`${b}/api/exercises`, json(pick(writers), { exercise_name: "Load test walk", duration_minutes: 30 })),
    },
    {
      name: "POST scan-barcode",
      weight: 6,
      expect: [200],
      run: (b) => call(`${b}/api/scan-barcode`, json(pick(readers), { barcode: pick(barcodes) })),
    },
    {
      name: "POST login",
      weight: 2,
      expect: [200],
      run: (b) =>
        call(`${b}/api/login`, {
          method: "POST",
          headers: login(`198.51.100.${randomInt(250)}`),
          body: JSON.stringify({ email: userEmail(1 + randomInt(980)), password: BENCH_PASSWORD }),
        }),
    },
    {
      // a guesser on three accounts: 401 until the account's throttle answers 429
      name: "POST login, wrong password",
      weight: 1,
      expect: [401, 429],
      run: (b) =>
        call(`${b}/api/login`, {
          method: "POST",
          headers: login("203.0.113.7"),
          body: JSON.stringify({ email: userEmail(990 + randomInt(3)), password: "wrong-password-123" }),
        }),
    },
  ];
}

export async function runLoad(
  app: Server,
  {
    seconds,
    rssStartMb,
    connections = 50,
    barcodes,
  }: { seconds: number; rssStartMb: number; connections?: number; barcodes: string[] },
): Promise<LoadSummary> {
  console.log(`[bench] load: signing in users...`);
  const readers = await bearerTokens(
    app.url,
    Array.from({ length: 200 }, (_, i) => 1 + i * 5),
  );
  const writers = await bearerTokens(
    app.url,
    Array.from({ length: 100 }, (_, i) => 1 + i * 2),
  ); // pro users: no daily limit
  const cookies = await Promise.all([0, 3, 7].map((n) => sessionCookie(app.url, userEmail(n))));
  const list = actions(readers, writers, cookies, barcodes);
  const totalWeight = list.reduce((n, a) => n + a.weight, 0);
  const choose = () => {
    let r = randomInt(totalWeight);
    for (const a of list) if ((r -= a.weight) < 0) return a;
    return list[0]!;
  };
  const tallies = new Map<string, Tally>(
    list.map((a) => [a.name, { count: 0, statuses: {}, unexpected: 0, latencies: [] }]),
  );
  const samples: number[] = [];
  const atLoadStart = app.rssMb();
  const sampler = setInterval(() => samples.push(app.rssMb()), 1000);
  console.log(`[bench] load: ${connections} connections for ${seconds} s...`);
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const action = choose();
      const tally = tallies.get(action.name)!;
      const t0 = performance.now();
      let status: string;
      try {
        status = String(await action.run(app.url));
      } catch {
        status = "error";
      }
      tally.latencies.push(performance.now() - t0);
      tally.count++;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (!action.expect.includes(Number(status))) tally.unexpected++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 5000));
  const end = app.rssMb();
  const all = [...tallies.values()].flatMap((t) => t.latencies).sort((a, b) => a - b);
  const summary: LoadSummary = {
    connections,
    seconds,
    requests: all.length,
    rps: Math.round(all.length / seconds),
    p50: Math.round(pct(all, 0.5)),
    p99: Math.round(pct(all, 0.99)),
    errors: [...tallies.values()].reduce((n, t) => n + t.unexpected, 0),
    intended_429: [...tallies.values()].reduce((n, t) => n + (t.statuses["429"] ?? 0), 0),
    rss_mb: { start: rssStartMb, at_load_start: atLoadStart, peak: Math.max(atLoadStart, ...samples), end, samples },
    actions: Object.fromEntries(
      [...tallies].map(([name, t]) => {
        const sorted = t.latencies.sort((a, b) => a - b);
        return [
          name,
          {
            count: t.count,
            p50: Math.round(pct(sorted, 0.5)),
            p99: Math.round(pct(sorted, 0.99)),
            statuses: t.statuses,
            unexpected: t.unexpected,
          },
        ];
      }),
    ),
  };
  printLoad(summary);
  return summary;
}

function printLoad(s: LoadSummary): void {
  console.log(
    `\nload: ${s.connections} connections, ${s.seconds} s: ${s.requests} requests, ${s.rps} req/s, ` +
      `p50 ${s.p50} ms, p99 ${s.p99} ms`,
  );
  for (const [name, a] of Object.entries(s.actions)) {
    const statuses = Object.entries(a.statuses)
      .map(([k, v]) => `${k}x${v}`)
      .join(" ");
    const latency = `p50 ${String(a.p50).padStart(4)} ms  p99 ${String(a.p99).padStart(5)} ms`;
    const unexpected = a.unexpected ? `  UNEXPECTED ${a.unexpected}` : "";
    console.log(`  ${name.padEnd(28)} ${String(a.count).padStart(6)}  ${latency}  ${statuses}${unexpected}`);
  }
  console.log(`errors (unexpected answers): ${s.errors}; intended 429s: ${s.intended_429}`);
  console.log(
    `RSS of the server: ${s.rss_mb.start} MB at start, ${s.rss_mb.at_load_start} MB before the load, ` +
      `peak ${s.rss_mb.peak} MB, ${s.rss_mb.end} MB after`,
  );
}
