/**
 * `npm start`: the standalone server of the last build (.next/standalone/server.js, what the
 * Docker image runs), started from the project's folder with `next start`'s options:
 *   npm start -- -p 4000 -H 127.0.0.1
 * The port is -p/--port, else PORT, else 3000. The address is -H/--hostname, else every
 * interface: like `next start`, it does not read HOSTNAME, which shells and containers set
 * to the machine's name. The project's .env files are loaded as `next start` loads them
 * (the build copies only .env and .env.production into the server's folder). The server runs
 * from its own folder, which the next build empties, so a relative PGLITE_DIR is taken from
 * the project's folder. Honours NEXT_DIST_DIR.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const USAGE = "usage: npm start -- [-p|--port <port>] [-H|--hostname <address>]";

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

function parseArgs(args) {
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const name = { "-p": "port", "--port": "port", "-H": "hostname", "--hostname": "hostname" }[flag];
    if (!name) fail(`npm start: unknown option ${args[i]}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === "") fail(`npm start: ${flag} needs a value`);
    options[name] = value;
  }
  return options;
}

const root = process.cwd();
const options = parseArgs(process.argv.slice(2));
const server = path.join(root, process.env.NEXT_DIST_DIR || ".next", "standalone", "server.js");
if (!existsSync(server)) fail(`npm start: ${path.relative(root, server)} not found: run npm run build first.`);

// @next/env is Next's own loader (next start uses it): the same files, order and expansion
const { loadEnvConfig } = createRequire(createRequire(import.meta.url).resolve("next/package.json"))("@next/env");
loadEnvConfig(root, false, { info: () => {}, error: console.error });

const port = options.port ?? process.env.PORT ?? "3000";
if (!/^\d+$/.test(port) || Number(port) > 65535) fail(`npm start: invalid port ${port}`);
process.env.PORT = port;
process.env.HOSTNAME = options.hostname ?? "0.0.0.0";
// the default of lib/env/index.ts, anchored to the project rather than the server's folder
process.env.PGLITE_DIR = path.resolve(root, process.env.PGLITE_DIR || ".data/pglite");

// in this process, so the server gets SIGTERM itself and shuts down gracefully
await import(pathToFileURL(server).href);
