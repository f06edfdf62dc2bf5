/**
 * TRUSTED_PROXIES: which proxies in front of the server may name the client in
 * X-Forwarded-For. Unset (or 0): none, the socket's peer is the client. A number N: N proxy
 * hops, the nearest first (the socket's peer is hop 1). A comma-separated list of addresses
 * or CIDR ranges (IPv4 and IPv6): a hop is believed while the address that sent it is in the
 * list. Each proxy appends the address it saw to X-Forwarded-For, so only the right end of
 * the header, written by proxies we trust, can be believed: the left end is what the
 * client sent. The variable is parsed with the others (lib/env/proxy-trust.ts); here it is applied.
 */
import { BlockList, isIP } from "node:net";
import type { ProxyTrust } from "@/lib/env/proxy-trust";

/** The address without brackets, port or IPv4-mapped prefix; undefined when it is not an IP address. */
export function normalizeAddress(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const zone = value.indexOf("%");
  if (zone > 0) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : undefined;
}

export type ForwardedRequest = {
  /** The socket's peer, when the server can see it (undefined on a serverless platform). */
  peer: string | undefined;
  /** The X-Forwarded-For header as received (every occurrence joined with commas). */
  forwardedFor: string | null;
  /** X-Real-IP, read only when there is no X-Forwarded-For. */
  realIp: string | null;
};

function trusted(ranges: BlockList, address: string): boolean {
  return ranges.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the standard right-to-left walk. The chain is the peer, then the
 * X-Forwarded-For hops from the right. With N hops the client is N places along it; with
 * ranges, the first address that is not a trusted proxy. A serverless platform shows no
 * peer: for a count its edge stands for the first hop; for ranges nothing can be checked,
 * so the client is unknown (use a count there).
 */
export function resolveClientIp(request: ForwardedRequest, trust: ProxyTrust): string {
  const peer = normalizeAddress(request.peer);
  if (trust.kind === "none") return peer ?? "unknown";
  const header = request.forwardedFor ?? request.realIp ?? "";
  const hops = header
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean)
    .reverse();
  if (trust.kind === "hops") {
    const chain: (string | undefined)[] = [peer, ...hops];
    const pick = chain[Math.min(trust.hops, chain.length - 1)];
    return normalizeAddress(pick) ?? "unknown";
  }
  if (!peer) return "unknown";
  let current = peer;
  for (const hop of hops) {
    if (!trusted(trust.ranges, current)) return current;
    const next = normalizeAddress(hop);
    if (!next) return "unknown";
    current = next;
  }
  return current;
}
