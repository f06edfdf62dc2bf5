/**
 * The guard of every connection made to an address a user chose (push endpoints): the host
 * is resolved once, every answer is checked (ip-ranges.ts), and the connection goes to the
 * address that was checked. A name that resolves to a public address today and to 127.0.0.1
 * tomorrow is caught at each connection, since each one resolves through `outboundLookup`.
 *
 * OUTBOUND_ALLOW_LOOPBACK=1 lets loopback through (127.0.0.0/8, ::1): the local stand-ins of
 * the tests and of development listen there. It opens nothing else.
 */
import "server-only";
import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { refusedAddressKind, type RefusedKind } from "./ip-ranges";

/** The host is, or resolves to, an address a user's request must not reach. */
export class OutboundAddressRefused extends Error {
  readonly code = "EOUTBOUNDREFUSED";
  constructor(
    readonly host: string,
    readonly kind: RefusedKind,
  ) {
    super(`outbound connection refused: ${host} is or resolves to a ${kind} address`);
    this.name = "OutboundAddressRefused";
  }
}

/** Why this address may not be connected to, or null when it may. */
export function addressRefusal(address: string): RefusedKind | null {
  const kind = refusedAddressKind(address);
  if (kind === "loopback" && env().OUTBOUND_ALLOW_LOOPBACK) return null;
  return kind;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connections: resolves with the system resolver, refuses the name
 * when any answer is refused (a connection may try each of them), and hands the connection
 * the checked answers, so no second lookup happens between the check and the connect.
 */
export function outboundLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, answers) => {
    if (err) return callback(err, []);
    for (const answer of answers) {
      const kind = addressRefusal(answer.address);
      if (kind) return callback(new OutboundAddressRefused(hostname, kind), []);
    }
    if (options.all) return callback(null, answers);
    const [first] = answers;
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), []);
    callback(null, first.address, first.family);
  });
}

/**
 * The addresses of a URL's host (an IP literal, bracketed or not, or a name), each checked.
 * Throws OutboundAddressRefused for a refused one; a name that cannot be resolved within
 * OUTBOUND_LOOKUP_TIMEOUT_MS rejects with the resolver's error (or ETIMEOUT).
 */
export function checkHostAddresses(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(bare);
  if (family) {
    const kind = addressRefusal(bare);
    return kind ? Promise.reject(new OutboundAddressRefused(bare, kind)) : Promise.resolve([{ address: bare, family }]);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error(`lookup of ${bare} timed out`), { code: "ETIMEOUT" })),
      env().OUTBOUND_LOOKUP_TIMEOUT_MS,
    );
    outboundLookup(bare, { all: true }, (err, answers) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(answers as LookupAddress[]);
    });
  });
}
