/**
 * Reports an import that leads back to the importing file, type-only imports included: a cycle
 * of types still ties two modules' designs together, and eslint-plugin-import's `no-cycle`
 * skips `import type`. Resolves the project's own specifiers (`@/…` and relative ones) with
 * TypeScript's import scanner; packages are not followed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const scanned = new Map(); // file -> { mtimeMs, deps }

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function resolveSpecifier(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile) ?? null;
}

function dependencies(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = scanned.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.deps;
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const deps = [...new Set(info.importedFiles.map((f) => resolveSpecifier(f.fileName, file)).filter(Boolean))];
  scanned.set(file, { mtimeMs, deps });
  return deps;
}

/** The shortest chain of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const dep of dependencies(file)) {
      if (dep === target) {
        const chain = [file];
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(dep)) {
        previous.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return null;
}

const rel = (file) => path.relative(ROOT, file);

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Disallow imports (type-only ones included) that lead back to the importing module" },
    schema: [],
    messages: { cycle: "Import cycle: {{chain}}." },
  },
  create(context) {
    const file = context.filename;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(specifier, file);
      if (!target) return;
      const chain = target === file ? [] : pathBack(target, file);
      if (!chain) return;
      context.report({ node, messageId: "cycle", data: { chain: [file, ...chain, file].map(rel).join(" -> ") } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const plugin = { rules: { "no-import-cycle": noImportCycle } };
export default plugin;
