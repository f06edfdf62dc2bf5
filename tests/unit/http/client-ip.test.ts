/**
 * The client's address: the socket's peer unless TRUSTED_PROXIES says which
 * X-Forwarded-For hop to believe (a hop count, or the proxies' addresses and ranges).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PEER_ADDRESS_HEADER, clientIp } from "@/lib/http/client-ip";
import { parseTrustedProxies } from "@/lib/env/proxy-trust";
import { normalizeAddress, resolveClientIp } from "@/lib/http/trusted-proxies";
import { env, resetEnvCache } from "@/lib/env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

function ipWith(trustedProxies: string, peer: string | undefined, forwardedFor?: string, realIp?: string): string {
  return resolveClientIp(
    { peer, forwardedFor: forwardedFor ?? null, realIp: realIp ?? null },
    parseTrustedProxies(trustedProxies),
  );
}

describe("clientIp(headers)", () => {
  function headers(peer: string | undefined, forwardedFor?: string): Headers {
    const h = new Headers();
    if (peer) h.set(PEER_ADDRESS_HEADER, peer);
    if (forwardedFor) h.set("x-forwarded-for", forwardedFor);
    return h;
  }

  it("without TRUSTED_PROXIES: the socket's peer; X-Forwarded-For and X-Real-IP are ignored", () => {
    vi.stubEnv("TRUSTED_PROXIES", "");
    resetEnvCache();
    for (let i = 0; i < 5; i++) expect(clientIp(headers("198.51.100.9", `203.0.113.${i}`))).toBe("198.51.100.9");
    const h = headers("::ffff:127.0.0.1");
    h.set("x-real-ip", "203.0.113.77");
    expect(clientIp(h)).toBe("127.0.0.1");
    expect(clientIp(headers(undefined, "203.0.113.1"))).toBe("unknown");
  });

  it("TRUSTED_PROXIES=1: the hop our proxy appended, not what the client wrote before it", () => {
    vi.stubEnv("TRUSTED_PROXIES", "1");
    resetEnvCache();
    expect(clientIp(headers("10.0.0.2", "6.6.6.6, 203.0.113.5"))).toBe("203.0.113.5");
    // serverless (no socket): the platform's edge is the one hop
    expect(clientIp(headers(undefined, "203.0.113.5"))).toBe("203.0.113.5");
  });

  it("an unfit TRUSTED_PROXIES stops the configuration from loading, with the variable's name", () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/33");
    resetEnvCache();
    expect(() => env()).toThrow(/TRUSTED_PROXIES must be a number of proxy hops/);
  });
});

describe("a hop count", () => {
  it("takes the Nth address from the right, the peer being hop 0", () => {
    const xff = "1.1.1.1, 2.2.2.2, 3.3.3.3";
    expect(ipWith("1", "10.0.0.1", xff)).toBe("3.3.3.3");
    expect(ipWith("2", "10.0.0.1", xff)).toBe("2.2.2.2");
    expect(ipWith("3", "10.0.0.1", xff)).toBe("1.1.1.1");
  });

  it("with fewer hops than proxies, the furthest address there is", () => {
    expect(ipWith("3", "10.0.0.1", "2.2.2.2")).toBe("2.2.2.2");
    expect(ipWith("2", "10.0.0.1")).toBe("10.0.0.1");
  });

  it("0 or unset: the peer", () => {
    expect(ipWith("0", "10.0.0.1", "2.2.2.2")).toBe("10.0.0.1");
    expect(ipWith("", "10.0.0.1", "2.2.2.2")).toBe("10.0.0.1");
  });

  it("reads X-Real-IP only when there is no X-Forwarded-For", () => {
    expect(ipWith("1", undefined, undefined, "203.0.113.8")).toBe("203.0.113.8");
    expect(ipWith("1", undefined, "203.0.113.9", "203.0.113.8")).toBe("203.0.113.9");
  });

  it("a hop that is not an address is unknown, never the text the header holds", () => {
    expect(ipWith("1", "10.0.0.1", "1.1.1.1, not-an-ip")).toBe("unknown");
    expect(ipWith("1", "10.0.0.1", "1.1.1.1,   ")).toBe("1.1.1.1");
  });
});

describe("trusted addresses and ranges", () => {
  const proxies = "10.0.0.0/8, 192.168.1.7, fd00::/8";

  it("skips trusted proxies from the right, and stops at the first other address", () => {
    expect(ipWith(proxies, "10.1.2.3", "6.6.6.6, 203.0.113.5, 192.168.1.7")).toBe("203.0.113.5");
    expect(ipWith(proxies, "fd00::1", "2001:db8::42, 10.9.9.9")).toBe("2001:db8::42");
  });

  it("a peer that is not a trusted proxy is the client, whatever the header says", () => {
    expect(ipWith(proxies, "198.51.100.4", "203.0.113.5")).toBe("198.51.100.4");
    expect(ipWith(proxies, "192.168.1.8", "203.0.113.5")).toBe("192.168.1.8");
  });

  it("when every hop is a trusted proxy, the furthest one", () => {
    expect(ipWith(proxies, "10.0.0.1", "10.0.0.2, 10.0.0.3")).toBe("10.0.0.2");
  });

  it("without a socket nothing can be checked: unknown", () => {
    expect(ipWith(proxies, undefined, "203.0.113.5")).toBe("unknown");
  });

  it("IPv4-mapped peers and hops with ports or brackets", () => {
    expect(ipWith(proxies, "::ffff:10.0.0.1", "[2001:db8::7]:443")).toBe("2001:db8::7");
    expect(ipWith(proxies, "::ffff:10.0.0.1", "203.0.113.5:51000")).toBe("203.0.113.5");
  });
});

describe("parsing", () => {
  it("refuses what is neither a count nor addresses", () => {
    for (const bad of ["yes", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/1", "1.2.3", "21", "10.0.0.0/x"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES must be/);
    }
  });

  it("normalizes addresses", () => {
    expect(normalizeAddress("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("[::1]:3000")).toBe("::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("unknown")).toBeUndefined();
  });
});
