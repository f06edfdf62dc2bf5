/** The lint rule that holds the import graph acyclic, type-only imports included. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import vitalog from "@/eslint-rules/no-import-cycle.mjs";

async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), "cycle-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser },
        plugins: { vitalog },
        rules: { "vitalog/no-import-cycle": "error" },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((f) => path.join(dir, f)));
  return Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.message)]));
}

describe("vitalog/no-import-cycle", () => {
  it("reports a cycle of type-only imports on both sides, naming the chain", async () => {
    const found = await lint({
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    expect(found["a.ts"]).toEqual([expect.stringMatching(/^Import cycle: .*a\.ts -> .*b\.ts -> .*a\.ts\.$/)]);
    expect(found["b.ts"]).toHaveLength(1);
  });

  it("finds a longer cycle through re-exports", async () => {
    const found = await lint({
      "a.ts": 'export { b } from "./b";\nexport const a = 1;\n',
      "b.ts": 'import { c } from "./c";\nexport const b = c;\n',
      "c.ts": 'import { a } from "./a";\nexport const c = a;\n',
    });
    expect(found["a.ts"]).toEqual([expect.stringMatching(/a\.ts -> .*b\.ts -> .*c\.ts -> .*a\.ts/)]);
  });

  it("says nothing of imports that lead nowhere back", async () => {
    const found = await lint({
      "a.ts": 'import { b } from "./b";\nimport { z } from "zod";\nexport const a = [b, z];\n',
      "b.ts": "export const b = 1;\n",
    });
    expect(found).toEqual({ "a.ts": [], "b.ts": [] });
  });
});
