import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import folders from "./eslint-rules/folders.mjs";
import vitalog from "./eslint-rules/no-import-cycle.mjs";

/** Imports that would point the architecture's arrows the wrong way (see docs/architecture.md). */
const boundaries = (...patterns) => ["error", { patterns }];

/**
 * The floors of lib/, from the bottom (docs/architecture.md#floors). A folder imports its own
 * floor and those below; every folder not listed here is a domain (a feature), above identity.
 * The route wrapper (lib/api) is imported only by app/ and the tests.
 */
const PLATFORM = [
  "env",
  "log",
  "units",
  "chart-point",
  "navigation",
  "time",
  "errors",
  "validation",
  "answers",
  "http",
  "email",
  "ai",
  "pwa",
  "api-client",
];
const PLANS = ["billing"];
const IDENTITY = ["identity"];
const filesOf = (names) => names.flatMap((n) => [`lib/${n}/**`, `lib/${n}.ts`]);
const onlyFrom = (names) => ["@/lib/*", ...names.map((n) => `!@/lib/${n}`)];

const NO_UI = {
  group: ["@/components/*", "@/app/*"],
  message: "lib/ holds no UI and no routes: move the shared part into lib/.",
};
const NO_ROUTE_WRAPPER = {
  group: ["@/lib/api/*"],
  message:
    "The route wrapper (lib/api) is for app/ and the tests: move what a service needs from it into the platform.",
};

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
    plugins: { vitalog: { rules: { ...vitalog.rules, ...folders.rules } } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "vitalog/no-import-cycle": "error",
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": boundaries(NO_UI, NO_ROUTE_WRAPPER),
      "vitalog/no-folder-cycle": ["error", { folders: "lib", groups: ["lib/identity", "lib/data-transfer"] }],
      "vitalog/alias-across-folders": ["error", { folders: "lib" }],
    },
  },
  {
    files: ["lib/api/**"],
    rules: { "no-restricted-imports": boundaries(NO_UI) },
  },
  {
    files: filesOf(IDENTITY),
    rules: {
      "no-restricted-imports": boundaries(NO_UI, {
        group: onlyFrom([...PLATFORM, ...PLANS, ...IDENTITY]),
        message: "Identity sits beneath the features that use it: it may import only the platform and billing's plans.",
      }),
    },
  },
  {
    files: filesOf(PLANS),
    rules: {
      "no-restricted-imports": boundaries(NO_UI, {
        group: onlyFrom([...PLATFORM, ...PLANS]),
        message: "Plans and payments sit beneath identity and the features: billing may import only the platform.",
      }),
    },
  },
  {
    files: filesOf(PLATFORM),
    rules: {
      "no-restricted-imports": boundaries(NO_UI, {
        group: onlyFrom(PLATFORM),
        message:
          "The platform is the bottom floor: it may import only other platform folders, never a domain or identity.",
      }),
    },
  },
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": boundaries({
        group: ["@/lib/*", "!@/lib/env", "!@/lib/log", "@/components/*", "@/app/*"],
        message: "db/ knows tables, not domains: it may use only lib/env and lib/log.",
      }),
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": boundaries(NO_ROUTE_WRAPPER, {
        // a form calls the server action beside the page that renders it; nothing else of app/
        regex: "^@/app/(?!.*/actions$)",
        message: "components/ may not import routes or pages (only the server actions beside them).",
      }),
      "vitalog/alias-across-folders": ["error", { folders: "components" }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "sw/**", "*.ts", "*.mjs"],
    rules: { "no-restricted-imports": boundaries(NO_ROUTE_WRAPPER) },
  },
]);
