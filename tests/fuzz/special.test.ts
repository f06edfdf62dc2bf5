/**
 * Fuzz: the routes that need a property of their own. Auth.js's endpoints; the Stripe webhook
 * (garbage bodies and signatures: 400, never 500); the cron route without, with a wrong and
 * with the right secret; logout (a fresh token each time); account deletion (a fresh user,
 * deleted only with its password).
 */
import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { issueBearerToken } from "@/lib/identity/sessions";
import { resetEnvCache } from "@/lib/env";
import {
  checkAnswer,
  fcParams,
  offlineEnv,
  proUser,
  FULL_RUNS,
  RUNS,
  send,
  stats,
  Watcher,
  type FuzzRequest,
  type FuzzUser,
} from "./support/harness";
import { OWN } from "./support/groups";
import { moduleLoader, ROUTES } from "./support/routes";
import { bodyArb, nastyJson, nastyString } from "./support/values";

type Handler = Parameters<typeof send>[0];
const budget = (file: string) => Math.max(1, Math.round((OWN[file]! * RUNS) / FULL_RUNS));
const handlerOf = async (file: string, method: string) => (await moduleLoader(file)())[method] as Handler;

let user: FuzzUser;
const noHeaders: Record<string, string> = {};
const WEBHOOK_SECRET = "whsec_fuzz_secret";
const CRON_SECRET = "cron-fuzz-secret-0123456789";

beforeAll(async () => {
  offlineEnv();
  user = await proUser();
  stats.sent = 0;
});
afterAll(() => {
  for (const k of [
    "OFF_OFFLINE",
    "OPEN_METEO_BASE_URL",
    "OPEN_METEO_GEOCODING_URL",
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_PREMIUM",
    "STRIPE_PRICE_PRO",
    "STRIPE_API_BASE",
    "CRON_SECRET",
  ])
    delete process.env[k];
  resetEnvCache();
});

/** Runs `runs` requests of `arb` through `handler`, checking the common properties. */
async function fuzz<T>(
  file: string,
  method: string,
  arb: fc.Arbitrary<T>,
  build: (v: T) => Promise<FuzzRequest> | FuzzRequest,
  extra?: (a: Awaited<ReturnType<typeof send>>, v: T) => void,
) {
  const handler = await handlerOf(file, method);
  const watch = await Watcher.start();
  await fc.assert(
    fc.asyncProperty(arb, async (v) => {
      const r = await build(v);
      watch.begin();
      const a = await send(handler, r);
      const { before, after } = await watch.end();
      checkAnswer(ROUTES[file]!, r, a, before, after);
      extra?.(a, v);
    }),
    fcParams(budget(file)),
  );
}

it("Auth.js endpoints: never a 5xx, nothing stored by a refusal", async () => {
  const file = "auth/[...nextauth]/route.ts";
  const segments = fc.array(
    fc.oneof(
      fc.constantFrom(
        "session",
        "csrf",
        "providers",
        "signin",
        "signout",
        "callback",
        "credentials",
        "error",
        "verify-request",
      ),
      nastyString,
    ),
    { maxLength: 3 },
  );
  for (const method of ["GET", "POST"] as const) {
    const handler = await handlerOf(file, method);
    const watch = await Watcher.start();
    await fc.assert(
      fc.asyncProperty(
        segments,
        bodyArb([{ email: user.email, password: "correct-horse", csrfToken: "x" }]),
        fc.boolean(),
        async (segs, body, authed) => {
          const path = `/api/auth/${segs.map((s) => encodeURIComponent(s.toWellFormed())).join("/")}`;
          const r: FuzzRequest = {
            method,
            path,
            params: { nextauth: segs },
            body,
            headers: authed ? { authorization: `Bearer ${user.token}` } : {},
          };
          watch.begin();
          const a = await send(handler, r);
          const { before, after } = await watch.end();
          // Auth.js answers its own errors ("Bad request." as JSON, or a redirect): only the 5xx and
          // storage properties apply
          if (a.status >= 500)
            throw new Error(
              `5xx from Auth.js: ${method} ${path} → ${a.status} ${a.text.slice(0, 200)} ` +
                a.logs.join(" ").slice(0, 300),
            );
          if (a.status >= 400) {
            const changed = Object.keys(after).filter((t) => before[t] !== after[t] && t !== "login_attempts");
            if (changed.length)
              throw new Error(`a refused Auth.js request changed ${changed.join(", ")}: ${method} ${path}`);
          }
        },
      ),
      fcParams(budget(file) / 2),
    );
  }
}, 120_000);

const signer = new Stripe("sk_test_signer_only");

it("Stripe webhook: 503 unconfigured, else garbage bodies and signatures are 400", async () => {
  const file = "stripe/webhook/route.ts";
  const payload = fc.oneof(
    nastyJson.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc
      .record({
        id: fc.oneof(nastyString, fc.constant("evt_1")),
        type: fc.oneof(nastyString, fc.constantFrom("checkout.session.completed", "invoice.paid")),
        data: nastyJson,
      })
      .map((v) => JSON.stringify(v)),
  );
  const signature = fc.oneof(
    fc.constant<string | null>(null),
    nastyString,
    fc.constantFrom(
      "t=1,v1=abc",
      "t=,v1=",
      "v1=" + "0".repeat(64),
      `t=${Math.floor(Date.now() / 1000)},v1=${"a".repeat(64)}`,
    ),
    fc.constant("forge"),
  );
  const request = (text: string, sig: string | null): FuzzRequest => {
    const header =
      sig === "forge" ? signer.webhooks.generateTestHeaderString({ payload: text, secret: "whsec_not_ours" }) : sig;
    return {
      method: "POST",
      path: "/api/stripe/webhook",
      params: {},
      body: { text, contentType: "application/json" },
      headers: header === null ? {} : { "stripe-signature": header },
    };
  };
  // unconfigured: the documented 503 (docs/payments.md: payments are not configured)
  await fuzz(
    file,
    "POST",
    fc.tuple(payload, signature),
    ([t, s]) => request(t, s),
    (a) => expect(a.status).toBe(503),
  );
  // a Stripe API address where nothing listens (port 3349 is ours): no event here may reach it
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_fuzz",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: "price_p",
    STRIPE_PRICE_PRO: "price_q",
    STRIPE_API_BASE: "http://127.0.0.1:3349",
  });
  resetEnvCache();
  await fuzz(
    file,
    "POST",
    fc.tuple(payload, signature),
    ([t, s]) => request(t, s),
    (a) => expect(a.status).toBe(400),
  );
  // correctly signed, but not an event Stripe would send: refused or ignored, never a 500
  const signed = fc.oneof(
    nastyJson.map((v) => JSON.stringify(v)),
    fc.record({ id: nastyString, type: nastyString, data: nastyJson }).map((v) => JSON.stringify(v)),
  );
  await fuzz(file, "POST", signed, (t) => ({
    method: "POST",
    path: "/api/stripe/webhook",
    params: {},
    body: { text: t, contentType: "application/json" },
    headers: { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: t, secret: WEBHOOK_SECRET }) },
  }));
}, 120_000);

it("cron: 503 without CRON_SECRET, 401 for a wrong secret, the job for the right one", async () => {
  const file = "cron/reminders/route.ts";
  const header = fc.oneof(
    nastyString.map((s) => s.toWellFormed()),
    fc.constantFrom(
      `Bearer ${CRON_SECRET}x`,
      `bearer ${CRON_SECRET}`,
      CRON_SECRET,
      `Bearer  ${CRON_SECRET}`,
      "Bearer ",
    ),
    fc.constant(null),
  );
  const req = (h: string | null): FuzzRequest => {
    return {
      method: "GET",
      path: "/api/cron/reminders",
      params: {},
      headers: h === null ? noHeaders : { authorization: h },
    };
  };
  await fuzz(file, "GET", header, req, (a) => expect(a.status).toBe(503));
  process.env.CRON_SECRET = CRON_SECRET;
  resetEnvCache();
  await fuzz(file, "GET", header, req, (a) => expect(a.status).toBe(401));
  await fuzz(file, "GET", fc.constant(`Bearer ${CRON_SECRET}`), req, (a) => expect(a.status).toBe(200));
}, 120_000);

it("logout: ends the calling token whatever the body; 401 without one", async () => {
  const file = "logout/route.ts";
  const db = await getDb();
  await fuzz(
    file,
    "POST",
    fc.tuple(bodyArb([{}]), fc.boolean()),
    async ([body, authed]) => ({
      method: "POST",
      path: "/api/logout",
      params: {},
      body,
      headers: authed ? { authorization: `Bearer ${await issueBearerToken(db, user.id)}` } : noHeaders,
    }),
    (a, [, authed]) => expect(a.status).toBe(authed ? 200 : 401),
  );
}, 120_000);

/** The current_password of a raw body as the route reads it (any content type), or undefined. */
function passwordIn(body: { text: string }): unknown {
  try {
    const value: unknown = JSON.parse(body.text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>).current_password
      : undefined;
  } catch {
    return undefined;
  }
}

it("delete-account: deletes the caller only with the right password; 401 without a token", async () => {
  const file = "delete-account/route.ts";
  const db = await getDb();
  // a fresh user for each request, made before the run so that the tables a refusal leaves are its own
  const targets: FuzzUser[] = [];
  for (let i = 0; i < budget(file); i++) targets.push(await proUser());
  const outcomes: { id: string; status: number }[] = [];
  let target: FuzzUser | undefined;
  await fuzz(
    file,
    "DELETE",
    fc.tuple(bodyArb([{ current_password: "correct-horse" }]), fc.boolean()),
    ([body, authed]) => {
      target = targets[outcomes.length] ?? targets.at(-1)!;
      return {
        method: "DELETE",
        path: "/api/delete-account",
        params: {},
        body,
        headers: authed ? { authorization: `Bearer ${target.token}` } : noHeaders,
      };
    },
    (a, [body, authed]) => {
      outcomes.push({ id: target!.id, status: a.status });
      // the body is read before the caller: a malformed one is a 400 even without a token
      if (!authed) return expect([400, 401]).toContain(a.status);
      // a wrong password counts for the login throttle: a run of them may be a 429
      const right = passwordIn(body) === target!.password;
      expect([right ? 200 : 400, 429]).toContain(a.status);
    },
  );
  // the account is gone exactly when the answer said so
  for (const { id, status } of outcomes) {
    const left = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (status === 200) expect(left, `status ${status}`).toEqual([]);
    else if (!outcomes.some((o) => o.id === id && o.status === 200)) expect(left, `status ${status}`).toHaveLength(1);
  }
}, 120_000);

it("sent every planned request", () => {
  const auth = 2 * Math.max(1, Math.round(budget("auth/[...nextauth]/route.ts") / 2));
  const planned =
    auth +
    3 * budget("stripe/webhook/route.ts") +
    3 * budget("cron/reminders/route.ts") +
    budget("logout/route.ts") +
    budget("delete-account/route.ts");
  expect(stats.sent).toBe(planned);
});
