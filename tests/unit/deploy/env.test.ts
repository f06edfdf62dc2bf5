import { afterEach, describe, expect, it } from "vitest";
import { env, productionConfigProblems, resetEnvCache } from "@/lib/env";

const good = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app:pw@db.internal:5432/vitalog",
  AUTH_SECRET: "x".repeat(32),
  APP_URL: "https://vitalog.example.com",
} as const;

describe("productionConfigProblems", () => {
  it("accepts the three required variables and nothing else", () => {
    expect(productionConfigProblems({ ...good })).toEqual([]);
  });

  it("names each missing variable and what it needs", () => {
    const problems = productionConfigProblems({ NODE_ENV: "production" });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^DATABASE_URL is required in production: a PostgreSQL connection string/);
    expect(problems[1]).toMatch(/^AUTH_SECRET is required in production: 32 or more random characters/);
    expect(problems[2]).toMatch(/^APP_URL is required in production: the public https address/);
  });

  it("refuses a short secret, a plain-http public address and a non-Postgres URL", () => {
    expect(productionConfigProblems({ ...good, AUTH_SECRET: "x".repeat(31) })).toEqual([
      "AUTH_SECRET is too short (31 characters): it needs 32 or more (openssl rand -base64 32).",
    ]);
    expect(productionConfigProblems({ ...good, APP_URL: "http://vitalog.example.com" })[0]).toMatch(
      /^APP_URL must be an https:\/\/ address/,
    );
    expect(productionConfigProblems({ ...good, APP_URL: "not a url" })[0]).toMatch(
      /^APP_URL must be an https:\/\/ address/,
    );
    expect(productionConfigProblems({ ...good, DATABASE_URL: "mysql://x" })).toEqual([
      "DATABASE_URL must be a postgres:// or postgresql:// connection string.",
    ]);
  });

  it("allows http only for localhost", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3650", "http://[::1]:3000"]) {
      expect(productionConfigProblems({ ...good, APP_URL: url })).toEqual([]);
    }
  });

  it("takes PGlite in production only when ALLOW_EMBEDDED_DB=1", () => {
    const { DATABASE_URL: _unset, ...rest } = good;
    expect(productionConfigProblems(rest)[0]).toContain("ALLOW_EMBEDDED_DB=1");
    expect(productionConfigProblems({ ...rest, ALLOW_EMBEDDED_DB: "1" })).toEqual([]);
  });

  it("asks nothing of development, tests, or next build", () => {
    expect(productionConfigProblems({ NODE_ENV: "development" })).toEqual([]);
    expect(productionConfigProblems({ NODE_ENV: "test" })).toEqual([]);
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      expect(productionConfigProblems({ NODE_ENV: "production" })).toEqual([]);
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});

describe("env defaults per target", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["VERCEL", "PG_POOL_MAX", "MIGRATE_ON_START"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvCache();
  });

  it("a small pool and no migrations on start on Vercel; 10 and on elsewhere", () => {
    delete process.env.VERCEL;
    delete process.env.PG_POOL_MAX;
    delete process.env.MIGRATE_ON_START;
    resetEnvCache();
    expect(env()).toMatchObject({ PG_POOL_MAX: 10, MIGRATE_ON_START: true });
    process.env.VERCEL = "1";
    resetEnvCache();
    expect(env()).toMatchObject({ PG_POOL_MAX: 3, MIGRATE_ON_START: false });
    process.env.PG_POOL_MAX = "5";
    process.env.MIGRATE_ON_START = "1";
    resetEnvCache();
    expect(env()).toMatchObject({ PG_POOL_MAX: 5, MIGRATE_ON_START: true });
  });

  it("rejects a pool size out of range by name", () => {
    process.env.PG_POOL_MAX = "0";
    resetEnvCache();
    expect(() => env()).toThrow(/PG_POOL_MAX/);
  });
});
