/**
 * Which IP addresses a request made for a user must never reach: anything that is not a
 * public unicast address (RFC 6890's special-purpose registries). Pure: the outbound guard
 * (outbound-address.ts) and its tests use it on the addresses it connects to.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96,
 * 6to4 2002::/16) are judged by that IPv4 address, since that is where the packets go.
 */
import { isIPv4, isIPv6 } from "node:net";

export type RefusedKind =
  "loopback" | "private" | "link-local" | "unique-local" | "multicast" | "unspecified" | "reserved" | "not an address";

type Range4 = [base: number, prefix: number, kind: RefusedKind];

const V4_RANGES: Range4[] = [
  [ip4("0.0.0.0"), 8, "unspecified"], // "this network": Linux connects 0.0.0.0 to the local host
  [ip4("10.0.0.0"), 8, "private"],
  [ip4("100.64.0.0"), 10, "private"], // carrier-grade NAT, shared address space
  [ip4("127.0.0.0"), 8, "loopback"],
  [ip4("169.254.0.0"), 16, "link-local"], // cloud metadata services live here
  [ip4("172.16.0.0"), 12, "private"],
  [ip4("192.0.0.0"), 24, "reserved"],
  [ip4("192.0.2.0"), 24, "reserved"],
  [ip4("192.88.99.0"), 24, "reserved"],
  [ip4("192.168.0.0"), 16, "private"],
  [ip4("198.18.0.0"), 15, "reserved"],
  [ip4("198.51.100.0"), 24, "reserved"],
  [ip4("203.0.113.0"), 24, "reserved"],
  [ip4("224.0.0.0"), 4, "multicast"],
  [ip4("240.0.0.0"), 4, "reserved"], // and 255.255.255.255, the broadcast address
];

function ip4(text: string): number {
  return text.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

function kind4(value: number): RefusedKind | null {
  for (const [base, prefix, kind] of V4_RANGES) {
    const size = 2 ** (32 - prefix);
    if (value >= base && value < base + size) return kind;
  }
  return null;
}

/** The eight 16-bit groups of a valid IPv6 text (a trailing dotted IPv4 part allowed). */
function groups6(text: string): number[] {
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(head);
  if (dotted) {
    const v4 = ip4(dotted[1]!);
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    head = head.slice(0, -dotted[1]!.length);
    if (head.endsWith(":") && !head.endsWith("::")) head = head.slice(0, -1);
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const [left, right] = head.includes("::") ? head.split("::") : [head, undefined];
  const before = parse(left ?? "");
  const after = [...parse(right ?? ""), ...tail];
  if (right === undefined) return [...before, ...after];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function kind6(g: number[]): RefusedKind | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, i = 0] = g;
  const embedded = (high: number, low: number) => kind4(high * 65536 + low);
  if (g.every((x) => x === 0)) return "unspecified";
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0 && h === 0 && i === 1) return "loopback";
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return embedded(h, i); // IPv4-mapped
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return embedded(h, i); // NAT64
  if (a === 0x2002) return embedded(b, c); // 6to4
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0) return "reserved"; // IPv4-compatible and the rest of ::/80
  if (a >= 0xfe80 && a <= 0xfebf) return "link-local";
  if (a >= 0xfec0 && a <= 0xfeff) return "private"; // site-local, deprecated but still routed by some
  if (a >= 0xfc00 && a <= 0xfdff) return "unique-local";
  if (a >= 0xff00) return "multicast";
  if (a === 0x64 && b === 0xff9b) return "reserved"; // local-use NAT64, 64:ff9b:1::/48
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return "reserved"; // discard-only
  if (a === 0x2001 && b <= 0x01ff) return "reserved"; // IETF protocol assignments, Teredo, benchmarking
  if (a === 0x2001 && b === 0x0db8) return "reserved"; // documentation
  if (a === 0x3fff && b <= 0x0fff) return "reserved"; // documentation
  if (a === 0x5f00) return "reserved"; // segment routing
  return null;
}

/**
 * Why `address` must not be connected to for a user ("loopback", "private", ...), or null
 * for a public unicast address. Text that is not one IPv4 or IPv6 address is "not an
 * address": a short form like 127.1 is a name to resolve, never an address to trust.
 */
export function refusedAddressKind(address: string): RefusedKind | null {
  if (isIPv4(address)) return kind4(ip4(address));
  // a zone id (fe80::1%eth0) names a local interface: judged by the address, which is link-local
  const bare = address.replace(/%.*$/, "");
  if (isIPv6(address) && isIPv6(bare)) return kind6(groups6(bare.toLowerCase()));
  return "not an address";
}
