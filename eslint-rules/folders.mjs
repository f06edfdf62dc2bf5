/**
 * Rules about the folders of lib/ as a whole, beside the file-level `no-import-cycle`:
 *
 * - `no-folder-cycle`: no two folders import each other, directly or through a chain. A file
 *   may import a folder that never leads back to its own: so each folder stays a floor that
 *   others build on, not a knot with them. A folder of `groups` (lib/identity) counts each of
 *   its subfolders, and its own files, as folders of their own.
 * - `alias-across-folders`: an import that leaves its folder is written `@/…`, so the
 *   `no-restricted-imports` boundaries of eslint.config.mjs, which read specifiers, see it.
 *
 * Specifiers are resolved as in `no-import-cycle` (`@/…` and relative ones; packages are not
 * followed), from ESLint's working directory, the repository's root.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** How long a scan of the folders is trusted before files are checked for changes again. */
const FRESH_MS = 1_000;

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function resolveSpecifier(root, specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile) ?? null;
}

function listSources(dir, out = []) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listSources(p, out);
    else if (SOURCE.test(e.name)) out.push(p);
  }
  return out;
}

/** The folder a file counts in: lib/<folder>, lib/<file> for a file of lib itself, a group's subfolder. */
function unitOf(root, { folders, groups }, file) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (!rel.startsWith(folders + "/")) return null;
  const parts = rel.slice(folders.length + 1).split("/");
  if (parts.length === 1) return `${folders}/${parts[0].replace(/\.[^.]+$/, "")}`;
  const top = `${folders}/${parts[0]}`;
  if (groups.includes(top) && parts.length > 2) return `${top}/${parts[1]}`;
  return top;
}

const scans = new Map(); // key -> { at, files: Map(file -> { mtimeMs, deps }), graph }

function dependencies(root, file, known) {
  const { mtimeMs } = fs.statSync(file);
  const cached = known.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const deps = [...new Set(info.importedFiles.map((f) => resolveSpecifier(root, f.fileName, file)).filter(Boolean))];
  const entry = { mtimeMs, deps };
  known.set(file, entry);
  return entry;
}

/** unit -> Map(unit it imports -> one file-level import that does it, "a.ts imports b.ts"). */
function folderGraph(root, options) {
  const key = JSON.stringify([root, options]);
  const now = Date.now();
  const scan = scans.get(key) ?? { at: 0, files: new Map(), graph: new Map() };
  if (now - scan.at < FRESH_MS) return scan.graph;
  const files = listSources(path.join(root, options.folders));
  const known = new Map();
  const graph = new Map();
  for (const file of files) {
    const entry = dependencies(root, file, scan.files);
    known.set(file, entry);
    const from = unitOf(root, options, file);
    for (const dep of entry.deps) {
      const to = unitOf(root, options, dep);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${rel(root, file)} imports ${rel(root, dep)}`);
    }
  }
  scans.set(key, { at: now, files: known, graph });
  return graph;
}

/** The shortest chain of folders from `start` to `target`, as [[from, to, example], ...], or null. */
function chainBetween(graph, start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const [next, example] of graph.get(at) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, [at, example]);
      if (next === target) {
        const hops = [];
        for (let n = next; previous.get(n); n = previous.get(n)[0])
          hops.unshift([previous.get(n)[0], n, previous.get(n)[1]]);
        return hops;
      }
      queue.push(next);
    }
  }
  return null;
}

const rel = (root, file) => path.relative(root, file).split(path.sep).join("/");

const OPTIONS_SCHEMA = [
  {
    type: "object",
    properties: {
      folders: { type: "string" },
      groups: { type: "array", items: { type: "string" } },
    },
    additionalProperties: false,
  },
];

function optionsOf(context) {
  const given = context.options[0] ?? {};
  return { folders: given.folders ?? "lib", groups: given.groups ?? [] };
}

function visitImports(check) {
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

export const noFolderCycle = {
  meta: {
    type: "problem",
    docs: { description: "Disallow an import into a folder that imports the importing file's folder back" },
    schema: OPTIONS_SCHEMA,
    messages: {
      cycle: "Folder cycle: {{chain}}. Move what both need below them, or the import's target up.",
    },
  },
  create(context) {
    const root = context.cwd;
    const options = optionsOf(context);
    const file = context.filename;
    const own = unitOf(root, options, file);
    if (!own) return {};
    return visitImports((node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(root, specifier, file);
      if (!target) return;
      const theirs = unitOf(root, options, target);
      if (!theirs || theirs === own) return;
      const back = chainBetween(folderGraph(root, options), theirs, own);
      if (!back) return;
      const hops = [[own, theirs, `${rel(root, file)} imports ${rel(root, target)}`], ...back];
      const chain = `${[own, ...hops.map((h) => h[1])].join(" -> ")} (${hops.map((h) => h[2]).join("; ")})`;
      context.report({ node, messageId: "cycle", data: { chain } });
    });
  },
};

export const aliasAcrossFolders = {
  meta: {
    type: "suggestion",
    docs: { description: "Require `@/…` for an import that leaves its folder of lib/ (or components/)" },
    schema: OPTIONS_SCHEMA,
    messages: { alias: "An import from another folder is written `@/{{target}}`, so the folder boundaries see it." },
  },
  create(context) {
    const root = context.cwd;
    const options = { ...optionsOf(context), groups: [] };
    const file = context.filename;
    const own = unitOf(root, options, file);
    if (!own) return {};
    return visitImports((node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolveSpecifier(root, specifier, file);
      if (!target || unitOf(root, options, target) === own) return;
      const alias = rel(root, target).replace(/(\/index)?\.[^./]+$/, "");
      context.report({ node, messageId: "alias", data: { target: alias } });
    });
  },
};

const plugin = { rules: { "no-folder-cycle": noFolderCycle, "alias-across-folders": aliasAcrossFolders } };
export default plugin;
