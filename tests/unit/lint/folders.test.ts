/** The lint rules that hold lib/'s folders apart: no folder cycle, and `@/` across folders. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import folders from "@/eslint-rules/folders.mjs";

async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), "folders-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser },
        plugins: { vitalog: folders },
        rules: {
          "vitalog/no-folder-cycle": ["error", { folders: "lib", groups: ["lib/group"] }],
          "vitalog/alias-across-folders": ["error", { folders: "lib" }],
        },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((f) => path.join(dir, f)));
  return Object.fromEntries(
    results.map((r) => [path.relative(dir, r.filePath).split(path.sep).join("/"), r.messages.map((m) => m.message)]),
  );
}

describe("vitalog/no-folder-cycle", () => {
  it("reports two folders that import each other through different files, naming both imports", async () => {
    const found = await lint({
      "lib/a/one.ts": 'import { b } from "@/lib/b/two";\nexport const a = b;\n',
      "lib/a/three.ts": "export const three = 3;\n",
      "lib/b/two.ts": 'import { three } from "@/lib/a/three";\nexport const b = three;\n',
    });
    // no file imports itself back: only the folders form a cycle
    expect(found["lib/a/one.ts"]).toEqual([
      "Folder cycle: lib/a -> lib/b -> lib/a (lib/a/one.ts imports lib/b/two.ts; lib/b/two.ts imports lib/a/three.ts). Move what both need below them, or the import's target up.",
    ]);
    expect(found["lib/b/two.ts"]).toEqual([expect.stringMatching(/^Folder cycle: lib\/b -> lib\/a -> lib\/b /)]);
    expect(found["lib/a/three.ts"]).toEqual([]);
  });

  it("finds a cycle through a chain of folders, and one through a file of lib itself", async () => {
    const found = await lint({
      "lib/a/x.ts": 'import { y } from "@/lib/b/y";\nexport const x = y;\n',
      "lib/b/y.ts": 'import { z } from "@/lib/c";\nexport const y = z;\n',
      "lib/c.ts": 'import { w } from "@/lib/a/w";\nexport const z = w;\n',
      "lib/a/w.ts": "export const w = 1;\n",
    });
    expect(found["lib/a/x.ts"]).toEqual([expect.stringContaining("lib/a -> lib/b -> lib/c -> lib/a")]);
  });

  it("counts each subfolder of a group as a folder, and leaves folders that only import down alone", async () => {
    const found = await lint({
      "lib/group/low/a.ts": "export const a = 1;\n",
      "lib/group/high/b.ts": 'import { a } from "@/lib/group/low/a";\nexport const b = a;\n',
      "lib/group/low/c.ts": 'import { b } from "@/lib/group/high/b";\nexport const c = b;\n',
      "lib/other/d.ts": 'import { a } from "@/lib/group/low/a";\nexport const d = a;\n',
      "lib/plain/e.ts": 'import { f } from "./sub/f";\nexport const e = f;\n',
      "lib/plain/sub/f.ts": 'import { g } from "../g";\nexport const f = g;\n',
      "lib/plain/g.ts": "export const g = 1;\n",
    });
    expect(found["lib/group/low/c.ts"]).toEqual([
      expect.stringContaining("lib/group/low -> lib/group/high -> lib/group/low"),
    ]);
    expect(found["lib/other/d.ts"]).toEqual([]);
    // a folder that is no group is one folder, its subfolders included
    expect(found["lib/plain/e.ts"]).toEqual([]);
    expect(found["lib/plain/sub/f.ts"]).toEqual([]);
  });
});

describe("vitalog/alias-across-folders", () => {
  it("asks for @/ when a relative import leaves its folder, not inside it", async () => {
    const found = await lint({
      "lib/a/x.ts": 'import { y } from "../b/y";\nimport { z } from "./sub/z";\nexport const x = [y, z];\n',
      "lib/a/sub/z.ts": 'import { w } from "../w";\nexport const z = w;\n',
      "lib/a/w.ts": "export const w = 1;\n",
      "lib/b/y.ts": "export const y = 1;\n",
    });
    expect(found["lib/a/x.ts"]).toEqual([
      "An import from another folder is written `@/lib/b/y`, so the folder boundaries see it.",
    ]);
    expect(found["lib/a/sub/z.ts"]).toEqual([]);
  });
});
