import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React's server build; tests import server modules directly.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: [
      "tests/unit/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/security/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "tests/faults/**/*.test.ts",
    ],
    // next-auth imports "next/server" without an extension, which Node's ESM loader refuses: let vite resolve it
    server: { deps: { inline: ["next-auth"] } },
    // Test files run side by side, each in a process of its own with a database of its own.
    // On PostgreSQL a file spends much of its time waiting (on the database, the stand-ins, the
    // fault tests' outages), so three at once keep two cores busy; PGlite runs in the test's
    // own process and keeps vitest's default (a worker per core but one). --maxWorkers overrides.
    maxWorkers: process.env.DATABASE_URL ? 3 : undefined,
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/stub-resolver.ts", "tests/support/setup-db.ts", "tests/support/contract-setup.ts"],
    // three files share two cores: a heavy test (an export and its import) takes longer than alone
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
      APP_URL: "http://localhost:3000",
      // test files register many users from one address; the limit's own test sets the default
      REGISTRATIONS_PER_IP_PER_HOUR: "1000000",
      // the fuzz sends thousands of requests a minute with one app sign-in; the budget's own test sets it low
      APP_RATE_PER_MINUTE: "1000000",
      // handlers are called in-process, with no socket: as behind one proxy, the tests'
      // X-Forwarded-For names the client
      TRUSTED_PROXIES: "1",
      // the stand-ins (the push service) listen on 127.0.0.1; the guard's own tests turn this off
      OUTBOUND_ALLOW_LOOPBACK: "1",
    },
  },
});
