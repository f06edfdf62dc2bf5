/**
 * TRUSTED_PROXIES, as a value: unset (or 0) trusts no proxy; a number N trusts N proxy hops;
 * a comma-separated list of addresses or CIDR ranges (IPv4 and IPv6) trusts a hop while the
 * address that sent it is in the list. Parsed here, beside the other variables, so a bad
 * value fails the configuration check at start; lib/http/trusted-proxies.ts applies it.
 */
import { BlockList, isIP } from "node:net";

export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "ranges"; ranges: BlockList };

export const TRUSTED_PROXIES_FORMAT =
  "TRUSTED_PROXIES must be a number of proxy hops (e.g. 1) or a comma-separated list of addresses or CIDR ranges (e.g. 10.0.0.0/8, fd00::/8).";

const MAX_HOPS = 20;

/** Parses the variable; throws with TRUSTED_PROXIES_FORMAT when it is neither form. */
export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(TRUSTED_PROXIES_FORMAT);
    return { kind: "hops", hops };
  }
  const ranges = new BlockList();
  for (const part of text.split(",")) {
    const entry = part.trim();
    if (!entry) continue;
    const [address, prefix, extra] = entry.split("/");
    const ip = address && !address.includes(":") ? address : address?.replace(/^\[|\]$/g, "");
    const family = ip ? isIP(ip) : 0;
    if (!ip || family === 0 || extra !== undefined) throw new Error(TRUSTED_PROXIES_FORMAT);
    const type = family === 4 ? "ipv4" : "ipv6";
    const max = family === 4 ? 32 : 128;
    const bits = prefix === undefined ? max : /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= max)) throw new Error(TRUSTED_PROXIES_FORMAT);
    ranges.addSubnet(ip, bits, type);
  }
  return { kind: "ranges", ranges };
}
