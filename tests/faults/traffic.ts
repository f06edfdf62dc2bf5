/**
 * A steady mix of reads and writes through the real route handlers, for fault tests: each
 * write carries a unique marker, so afterwards `verify` can tell from the database whether
 * it was stored once, not at all, or (an error) twice or half.
 */
import pg from "pg";
import { GET as dailyStats } from "@/app/api/daily-stats/route";
import { GET as foodDay, POST as logFood } from "@/app/api/food-entries/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { call, registration, type CallResult } from "../support/api";

type User = { token: string; user: { email: string }; password: string };
export type Kind = "food" | "food-day" | "daily-stats" | "metric" | "journal" | "login" | "register";
export type Outcome = {
  kind: Kind;
  key: string;
  status: number;
  detail?: string;
  error?: string;
  started: number;
  ended: number;
};

const KINDS: Kind[] = [
  "food",
  "food-day",
  "metric",
  "daily-stats",
  "journal",
  "login",
  "food",
  "food-day",
  "metric",
  "register",
];
const WRITES = new Set<Kind>(["food", "metric", "journal", "register"]);
const run = `${process.pid}-${Date.now().toString(36)}`;

/** A past date per sequence number: one journal entry per day, so each write is its own row. */
function pastDate(seq: number): string {
  return new Date(Date.UTC(2020, 0, 1) - seq * 86_400_000).toISOString().slice(0, 10);
}

export function trafficMix(users: User[]) {
  let seq = 0;

  async function send(kind: Kind, n: number, u: User): Promise<{ key: string; res: Promise<CallResult> }> {
    const key = `fault-${run}-${kind}-${n}`;
    switch (kind) {
      case "food":
        return {
          key,
          res: call(logFood, { token: u.token, body: { food_name: key, calories: 100, protein: 1, carbs: 2, fat: 3 } }),
        };
      case "food-day":
        return { key, res: call(foodDay, { token: u.token }) };
      case "daily-stats":
        return { key, res: call(dailyStats, { token: u.token }) };
      case "metric":
        return {
          key,
          res: call(logMetric, {
            token: u.token,
            body: { metric_type: "heart_rate", value: 60 + (n % 40), unit: "bpm", notes: key },
          }),
        };
      case "journal":
        return { key, res: call(saveJournal, { token: u.token, body: { date: pastDate(n), content: key } }) };
      case "login":
        return { key, res: call(login, { body: { email: u.user.email, password: u.password } }) };
      case "register":
        return { key, res: call(register, { body: registration({ email: `${key}@example.com` }) }) };
    }
  }

  const outcomes: Outcome[] = [];

  /** The next request of the mix (or of one kind). */
  async function next(only?: Kind): Promise<Outcome> {
    const n = seq++;
    const kind = only ?? KINDS[n % KINDS.length]!;
    const u = users[n % users.length]!;
    const started = Date.now();
    let outcome: Outcome;
    try {
      const { key, res } = await send(kind, n, u);
      const r = await res;
      const detail = (r.body as { detail?: unknown } | null)?.detail;
      outcome = {
        kind,
        key,
        status: r.status,
        detail: typeof detail === "string" ? detail : undefined,
        started,
        ended: Date.now(),
      };
    } catch (err) {
      // a handler must answer, never throw
      outcome = { kind, key: "", status: 0, error: String(err), started, ended: Date.now() };
    }
    outcomes.push(outcome);
    return outcome;
  }

  /** Reads the database directly: every write answered 201 is there once; none is there twice. */
  async function verify(url: string): Promise<{ problems: string[]; committedDespite503: number }> {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const problems: string[] = [];
    let committedDespite503 = 0;
    try {
      const count = async (sql: string, key: string) => Number((await db.query(sql, [key])).rows[0].n);
      const counters: Record<string, (key: string) => Promise<number>> = {
        food: (k) => count("select count(*) as n from food_entries where food_name = $1", k),
        metric: (k) => count("select count(*) as n from health_metrics where notes = $1", k),
        journal: (k) => count("select count(*) as n from journal_entries where content = $1", k),
        // a user and the first token are one write
        register: (k) =>
          count(
            "select count(*) as n from users u where u.email = $1 " +
              "and exists (select 1 from auth_tokens t where t.user_id = u.id)",
            `${k}@example.com`,
          ),
      };
      for (const o of outcomes.filter((x) => WRITES.has(x.kind))) {
        const n = await counters[o.kind]!(o.key);
        if (o.status === 201 && n !== 1) problems.push(`${o.kind} ${o.key} answered 201 but is stored ${n} times`);
        if (o.status !== 201 && n > 1)
          problems.push(`${o.kind} ${o.key} answered ${o.status} and is stored ${n} times`);
        if (o.status !== 201 && n === 1) committedDespite503++;
      }
      const orphans = await db.query(
        "select email from users u where not exists (select 1 from auth_tokens t where t.user_id = u.id)",
      );
      for (const row of orphans.rows as { email: string }[])
        problems.push(`user ${row.email} stored without a token (half a registration)`);
    } finally {
      await db.end();
    }
    return { problems, committedDespite503 };
  }

  return { next, write: () => next("food"), verify, outcomes };
}
