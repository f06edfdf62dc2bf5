/**
 * All configuration, read and validated once. Every variable is listed in .env.example.
 * Nothing here is required in development: each part has an embedded default (DESIGN.md).
 * A production server (`next start`, the standalone server, Vercel) also checks what it
 * needs at start (`productionConfigProblems`, called by instrumentation.ts): DATABASE_URL,
 * AUTH_SECRET and APP_URL. `next build` needs none of them.
 */
import { z } from "zod";
import { TRUSTED_PROXIES_FORMAT, parseTrustedProxies } from "./proxy-trust";

const flag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true");

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A time limit in ms: 100 ms to one hour; unset or empty: the default. */
function millis(fallback: number) {
  return optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(100)
      .max(60 * 60 * 1000)
      .default(fallback),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Production refuses PGlite unless this is 1 (one process on one disk, on purpose). */
  ALLOW_EMBEDDED_DB: flag,
  /** Connections per instance. Default 10, or 3 on Vercel (VERCEL=1): many small instances. */
  PG_POOL_MAX: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(100).optional()),
  /**
   * Database time limits, in ms (db/pg-pool.ts). A request's statement ends after
   * DB_STATEMENT_TIMEOUT_MS (default 5000), its wait for a lock after DB_LOCK_TIMEOUT_MS
   * (default 2000), its wait for a pooled connection after DB_POOL_ACQUIRE_TIMEOUT_MS
   * (default 5000): each answers 503. Exports, reports, the minute job and migrations allow
   * DB_LONG_STATEMENT_TIMEOUT_MS (default 120000) for a statement and a lock wait.
   */
  DB_STATEMENT_TIMEOUT_MS: millis(5_000),
  DB_LOCK_TIMEOUT_MS: millis(2_000),
  DB_POOL_ACQUIRE_TIMEOUT_MS: millis(5_000),
  DB_LONG_STATEMENT_TIMEOUT_MS: millis(120_000),
  /** Apply pending migrations when the server starts: 1 or 0. Default 1, or 0 on Vercel. */
  MIGRATE_ON_START: z.enum(["0", "1", "true", "false", ""]).optional(),
  /** Set by Vercel in its build and functions. */
  VERCEL: optional,
  AUTH_SECRET: optional,
  /** Minutes without a request after which a browser session ends. Default 30. App tokens have no idle limit. */
  SESSION_IDLE_MINUTES: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1)
      .max(30 * 24 * 60)
      .optional(),
  ),
  /** Requests a personal access token may make a minute and a day (UTC). Defaults 600 and 10000. */
  API_RATE_PER_MINUTE: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(600)),
  API_RATE_PER_DAY: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(10_000)),
  /**
   * Seconds an `Idempotency-Key` claimed by a route that waits on an outside service may stay
   * without an answer before a retry takes it over (its request died with the database). Default 60.
   */
  IDEMPOTENCY_CLAIM_SECONDS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(86_400).default(60)),
  /** Requests a minute all of a user's app sign-in tokens (/api/login, /api/register) may make together. Default 1200. */
  APP_RATE_PER_MINUTE: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(1200)),
  /** The largest JSON or form body a route reads, in bytes (a route may set its own, e.g. uploads). */
  API_MAX_BODY_BYTES: optional.pipe(z.coerce.number<string | undefined>().int().min(1024).default(1_000_000)),
  /** An import's archive: what its files may inflate to in all, in bytes and as a multiple of the upload. */
  IMPORT_MAX_INFLATED_BYTES: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
  ),
  IMPORT_MAX_INFLATE_RATIO: optional.pipe(z.coerce.number<string | undefined>().min(1).default(50)),
  /** An import's rows: in one file and in the whole archive. */
  IMPORT_MAX_ROWS_PER_FILE: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(200_000)),
  IMPORT_MAX_ROWS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(500_000)),
  /** The longest cell of an imported CSV file, in characters (the longest text field is 50,000). */
  IMPORT_MAX_CELL_CHARS: optional.pipe(z.coerce.number<string | undefined>().int().min(1000).default(200_000)),
  APP_URL: optional,
  PORT: optional,
  /**
   * Proxies that may name the client in X-Forwarded-For: a hop count (Vercel: 1) or a
   * comma-separated list of addresses or CIDR ranges. Unset: the socket's peer is the client.
   */
  TRUSTED_PROXIES: optional.refine((v) => {
    try {
      parseTrustedProxies(v);
      return true;
    } catch {
      return false;
    }
  }, TRUSTED_PROXIES_FORMAT),
  /** What the server prints: info (default), warn or error. Read by lib/log.ts. */
  LOG_LEVEL: optional,
  /** Registrations one client IP may attempt an hour (register answers 409 for a taken email). */
  REGISTRATIONS_PER_IP_PER_HOUR: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(10)),
  /** Registrations one email address may be tried with an hour, from any IP. Default 10. */
  REGISTRATIONS_PER_EMAIL_PER_HOUR: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(10)),
  /** Provider links a user may have emailed to a doctor in any hour (lib/identity/mail-to-others.ts). */
  SHARE_EMAILS_PER_HOUR: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(5)),
  /** Family invitations (each one a mail) an owner may send in any hour, cancelled ones included. */
  FAMILY_INVITATIONS_PER_HOUR: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(5)),
  /**
   * Minutes within which repeated reads of one owner's shared data by the same reader (family
   * member or provider link), of the same area, record one event in the owner's activity. Default 60.
   */
  SHARED_READ_EVENT_MINUTES: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
  ),
  SMTP_URL: optional,
  EMAIL_FROM: z.string().default("vitalog <no-reply@vitalog.local>"),
  OUTBOX_DIR: z.string().default(".data/outbox"),
  SUPPORT_EMAIL: z.string().default("support@vitalog.app"),
  // AI (Vercel AI SDK, OpenAI-compatible)
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_VISION_MODEL: z.string().default("gpt-4o-mini"),
  // Open Food Facts product API v2
  OFF_BASE_URL: z.string().default("https://world.openfoodfacts.org"),
  OFF_OFFLINE: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  // Open-Meteo (weather for consenting users; no key): the forecast API and the geocoding API
  OPEN_METEO_BASE_URL: z.string().default("https://api.open-meteo.com"),
  OPEN_METEO_GEOCODING_URL: z.string().default("https://geocoding-api.open-meteo.com"),
  /**
   * 1: requests to addresses users chose (push endpoints) may reach loopback (127.0.0.0/8, ::1),
   * where the tests' and development's stand-ins listen. Off by default; warned at start in production.
   */
  OUTBOUND_ALLOW_LOOPBACK: flag,
  /** How long a push endpoint's name may take to resolve when a browser subscribes. Default 5000. */
  OUTBOUND_LOOKUP_TIMEOUT_MS: optional.pipe(
    z.coerce.number<string | undefined>().int().min(100).max(60_000).default(5_000),
  ),
  // Scheduled jobs (GET /api/cron/*) must carry `Authorization: Bearer $CRON_SECRET`.
  CRON_SECRET: optional,
  // Stripe (payments). Without the key and the two price ids, checkout answers 503.
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_PREMIUM: optional,
  STRIPE_PRICE_PRO: optional,
  /** Another Stripe API address, e.g. the local stand-in http://127.0.0.1:3629 (tests, e2e). */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  // Web Push (VAPID). Without the key pair, push is offered as unavailable and reminders go by email.
  VAPID_PUBLIC_KEY: optional.refine(
    (v) => v === undefined || base64UrlBytes(v) === 65,
    "VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (npx web-push generate-vapid-keys)",
  ),
  VAPID_PRIVATE_KEY: optional.refine(
    (v) => v === undefined || base64UrlBytes(v) === 32,
    "VAPID_PRIVATE_KEY must be a P-256 private key, base64url (npx web-push generate-vapid-keys)",
  ),
  /** Who runs this server, for the push services: a mailto: or https: address. Default mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: optional.refine(
    (v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v),
    "VAPID_SUBJECT must be a mailto: or https: address",
  ),
});

/** The byte length of a base64url text; -1 when it is not base64url. */
function base64UrlBytes(text: string): number {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, "base64url").length : -1;
}

export type Env = Omit<z.infer<typeof envSchema>, "PG_POOL_MAX" | "MIGRATE_ON_START" | "SESSION_IDLE_MINUTES"> & {
  APP_URL: string;
  PG_POOL_MAX: number;
  SESSION_IDLE_MINUTES: number;
  MIGRATE_ON_START: boolean;
};

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const value = parsed.data;
  const appUrl = (value.APP_URL ?? `http://localhost:${value.PORT ?? 3000}`).replace(/\/+$/, "");
  const onVercel = value.VERCEL === "1";
  const migrate = value.MIGRATE_ON_START;
  cached = {
    ...value,
    APP_URL: appUrl,
    PG_POOL_MAX: value.PG_POOL_MAX ?? (onVercel ? 3 : 10),
    SESSION_IDLE_MINUTES: value.SESSION_IDLE_MINUTES ?? 30,
    MIGRATE_ON_START: migrate === undefined || migrate === "" ? !onVercel : migrate === "1" || migrate === "true",
  };
  return cached;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True while `next build` runs: it sets NODE_ENV=production but has no runtime variables. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * What a production server lacks, one line per variable: its name and what it needs.
 * Empty outside production and during `next build`. The raw environment is read (not the
 * cached env()) so that APP_URL's development default does not hide a missing value.
 */
export function productionConfigProblems(source: NodeJS.ProcessEnv = process.env): string[] {
  if (source.NODE_ENV !== "production" || isBuildPhase()) return [];
  const problems: string[] = [];
  const read = (name: string) => (source[name] ?? "").trim();
  const databaseUrl = read("DATABASE_URL");
  const embeddedAllowed = read("ALLOW_EMBEDDED_DB") === "1" || read("ALLOW_EMBEDDED_DB") === "true";
  if (!databaseUrl && !embeddedAllowed) {
    problems.push(
      "DATABASE_URL is required in production: a PostgreSQL connection string " +
        "(postgres://user:password@host:5432/vitalog). " +
        "To run on the embedded PGlite on purpose (one process, one disk), set ALLOW_EMBEDDED_DB=1.",
    );
  } else if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// connection string.");
  }
  const secret = read("AUTH_SECRET");
  if (!secret)
    problems.push("AUTH_SECRET is required in production: 32 or more random characters (openssl rand -base64 32).");
  else if (secret.length < 32)
    problems.push(
      `AUTH_SECRET is too short (${secret.length} characters): it needs 32 or more (openssl rand -base64 32).`,
    );
  const appUrl = read("APP_URL");
  if (!appUrl) {
    problems.push(
      "APP_URL is required in production: the public https address of the app, " +
        "e.g. https://vitalog.example.com (links in emails use it).",
    );
  } else {
    let url: URL | undefined;
    try {
      url = new URL(appUrl);
    } catch {
      url = undefined;
    }
    if (!url || !(url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)))) {
      problems.push(
        "APP_URL must be an https:// address (http:// only for localhost), e.g. https://vitalog.example.com.",
      );
    }
  }
  return problems;
}

/** Tests change process.env between cases; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}
