/**
 * All configuration, read and validated once. Every variable is listed in .env.example.
 * Nothing here is required in development: each part has an embedded default (DESIGN.md).
 */
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().default(".data/pglite"),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: optional,
  APP_URL: optional,
  PORT: optional,
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
  // Scheduled jobs (GET /api/cron/*) must carry `Authorization: Bearer $CRON_SECRET`.
  CRON_SECRET: optional,
  // Stripe (payments). Without the key and the two price ids, checkout answers 503.
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_PREMIUM: optional,
  STRIPE_PRICE_PRO: optional,
  /** Another Stripe API address, e.g. the local stand-in http://127.0.0.1:3629 (tests, e2e). */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

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
  cached = { ...value, APP_URL: appUrl };
  return cached;
}

/** Tests change process.env between cases; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}
