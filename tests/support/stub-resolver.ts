/**
 * The tests' name resolver (a vitest setup file): `dns.lookup`, which Node's connections and
 * the outbound guard use, answers from a table the tests fill (`stubHost`), `localhost` from
 * the hosts file, an IP address as itself, and any other name "not found". No test sends a DNS query to the machine's
 * resolver, and a name can be made to resolve to any address without one.
 */
import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";

type Callback = (err: NodeJS.ErrnoException | null, address?: string | LookupAddress[], family?: number) => void;

const ORIGINAL = Symbol.for("vitalog.tests.dns-lookup");
const TABLE = Symbol.for("vitalog.tests.dns-table");
const store = globalThis as unknown as { [ORIGINAL]?: typeof dns.lookup; [TABLE]?: Map<string, string[]> };
const original = (store[ORIGINAL] ??= dns.lookup);
const table = (store[TABLE] ??= new Map<string, string[]>());

/** From now on (this test file's process), `name` resolves to these addresses, in this order. */
export function stubHost(name: string, addresses: string[]): void {
  table.set(name.toLowerCase(), addresses);
}

function stubLookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback): void {
  const cb = (typeof options === "function" ? options : callback) as Callback;
  const opts: LookupOptions =
    typeof options === "object" ? options : typeof options === "number" ? { family: options } : {};
  const name = hostname.toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost")) {
    (original as (h: string, o: LookupOptions, c: Callback) => void)("localhost", opts, cb);
    return;
  }
  const wanted = opts.family === 4 || opts.family === "IPv4" ? 4 : opts.family === 6 || opts.family === "IPv6" ? 6 : 0;
  const answers = (isIP(name) ? [name] : (table.get(name) ?? []))
    .map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
    .filter((a) => wanted === 0 || a.family === wanted);
  process.nextTick(() => {
    if (answers.length === 0) {
      const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      err.code = "ENOTFOUND";
      err.syscall = "getaddrinfo";
      return cb(err);
    }
    if (opts.all) return cb(null, answers);
    cb(null, answers[0]!.address, answers[0]!.family);
  });
}

dns.lookup = stubLookup as typeof dns.lookup;
