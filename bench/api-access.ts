/**
 * What a personal access token and an `Idempotency-Key` cost a request: GET /api/me with a
 * token (its lookup, plan check and rate-limit count) beside the same read with the app's
 * sign-in token, and POST food entry with a fresh key each time (the key's claim and the
 * kept answer) beside the same POST without one, all in the same run.
 */
import { rotate, type Measure } from "./measure";

export const ME_PAT = "GET /api/me (personal token: + plan, budget)";
export const POST_IDEMPOTENT = "POST food entry (+ Idempotency-Key)";
/** Each measured scenario and the one it is compared with. */
export const OVERHEAD_PAIRS: [string, string][] = [
  [ME_PAT, "GET /api/me"],
  [POST_IDEMPOTENT, "POST food entry"],
];

/** A read_write personal token of each writer (Pro users), made through POST /api/tokens. */
export async function personalTokens(base: string, writers: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, writer] of writers.entries()) {
    const res = await fetch(`${base}/api/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${writer}` },
      body: JSON.stringify({ name: `bench ${i} ${Date.now()}`, scope: "read_write", expires_in_days: 30 }),
    });
    const body = (await res.json()) as { token?: string; detail?: string };
    if (res.status !== 201 || !body.token) throw new Error(`POST /api/tokens: ${res.status} ${body.detail ?? ""}`);
    tokens.push(body.token);
  }
  return tokens;
}

/** Revokes the run's tokens (at most 20 live tokens a user). */
export async function revokePersonalTokens(base: string, writers: string[]): Promise<void> {
  for (const writer of writers) {
    const headers = { authorization: `Bearer ${writer}` };
    const list = (await (await fetch(`${base}/api/tokens`, { headers })).json()) as { tokens?: { token_id: string }[] };
    for (const t of list.tokens ?? []) await fetch(`${base}/api/tokens/${t.token_id}`, { method: "DELETE", headers });
  }
}

export function apiAccessScenarios(app: string, writers: string[], patTokens: string[]): Measure[] {
  if (patTokens.length === 0) return [];
  const nextPat = rotate(patTokens);
  const nextWriter = rotate(writers);
  let n = 0;
  let key = 0;
  return [
    {
      name: ME_PAT,
      base: app,
      requests: [
        {
          method: "GET",
          path: "/api/me",
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${nextPat()}` } }),
        },
      ],
    },
    {
      name: POST_IDEMPOTENT,
      base: app,
      expect: [201],
      requests: [
        {
          method: "POST",
          path: "/api/food-entries",
          // the body of "POST food entry", with a key never sent before
          setupRequest: (req) => ({
            ...req,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${nextWriter()}`,
              "idempotency-key": `bench-${process.pid}-${key++}`,
            },
            body: JSON.stringify({
              food_name: `Bench apple ${n++ % 100}`,
              calories: 95,
              meal_type: "snack",
              protein: 0.5,
              carbs: 25,
              fat: 0.3,
            }),
          }),
        },
      ],
    },
  ];
}
