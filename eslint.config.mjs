import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import vitalog from "./eslint-rules/no-import-cycle.mjs";

/** Imports that would point the architecture's arrows the wrong way (see docs/architecture.md). */
const boundaries = (message, group) => ["error", { patterns: [{ group, message }] }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "**/.next/**",
    ".next-*/**",
    ".data/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    plugins: { vitalog },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "vitalog/no-import-cycle": "error",
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": boundaries("lib/ holds no UI and no routes: move the shared part into lib/.", [
        "@/components/*",
        "@/app/*",
      ]),
    },
  },
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": boundaries("db/ knows tables, not domains: it may use only lib/env and lib/log.", [
        "@/lib/*",
        "!@/lib/env",
        "!@/lib/log",
        "@/components/*",
        "@/app/*",
      ]),
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": boundaries("components/ may not import routes or pages.", ["@/app/*"]),
    },
  },
]);
