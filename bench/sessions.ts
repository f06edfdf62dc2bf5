/** Signing bench users in through the API, once per run: bearer tokens and browser cookies. */
import { BENCH_PASSWORD } from "./db";

export const userEmail = (n: number) =>
  n === 0 ? "heavy@bench.vitalog.local" : `bench${String(n).padStart(4, "0")}@bench.vitalog.local`;

/** POST /api/login → the bearer token. */
export async function bearerToken(base: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string; detail?: string };
  if (!res.ok || !body.access_token) throw new Error(`login of ${email}: ${res.status} ${body.detail ?? ""}`);
  return body.access_token;
}

/** Bearer tokens of users `numbers`, a few logins at a time. */
export async function bearerTokens(base: string, numbers: number[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < numbers.length; i += 4) {
    tokens.push(...(await Promise.all(numbers.slice(i, i + 4).map((n) => bearerToken(base, userEmail(n))))));
  }
  return tokens;
}

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]!);
}

/** The next-auth credentials sign-in a browser does → the session cookie header. */
export async function sessionCookie(base: string, email: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: BENCH_PASSWORD, callbackUrl: `${base}/` }),
  });
  await res.arrayBuffer();
  const session = cookiesOf(res).find((c) => c.startsWith("authjs.session-token="));
  if (!session) throw new Error(`browser sign-in of ${email} failed: ${res.status}`);
  return session;
}
