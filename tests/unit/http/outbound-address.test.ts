/**
 * The outbound address guard on literal addresses and a stub resolver: nothing here connects.
 * Every refused kind, in IPv4, IPv6 and the IPv6 forms that carry an IPv4 address; the
 * loopback allowance of the tests and development (OUTBOUND_ALLOW_LOOPBACK) and what it
 * does not open.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusedAddressKind } from "@/lib/http/ip-ranges";
import { checkHostAddresses, outboundLookup, OutboundAddressRefused } from "@/lib/http/outbound-address";
import { resetEnvCache } from "@/lib/env";
import { stubHost } from "../../support/stub-resolver";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

function allowLoopback(on: boolean) {
  vi.stubEnv("OUTBOUND_ALLOW_LOOPBACK", on ? "1" : "0");
  resetEnvCache();
}

describe("refusedAddressKind", () => {
  it("names the kind of every address a server must not be sent to", () => {
    const cases: [string, string][] = [
      ["127.0.0.1", "loopback"],
      ["127.0.0.2", "loopback"],
      ["127.255.255.254", "loopback"],
      ["0.0.0.0", "unspecified"],
      ["0.1.2.3", "unspecified"],
      ["10.0.0.1", "private"],
      ["172.16.0.1", "private"],
      ["172.31.255.255", "private"],
      ["192.168.1.1", "private"],
      ["100.64.0.1", "private"],
      ["169.254.169.254", "link-local"],
      ["224.0.0.1", "multicast"],
      ["239.255.255.250", "multicast"],
      ["255.255.255.255", "reserved"],
      ["240.0.0.1", "reserved"],
      ["192.0.2.1", "reserved"],
      ["198.18.0.1", "reserved"],
      ["::", "unspecified"],
      ["::1", "loopback"],
      ["0:0:0:0:0:0:0:1", "loopback"],
      ["fe80::1", "link-local"],
      ["febf::1", "link-local"],
      ["fc00::1", "unique-local"],
      ["fd12:3456::1", "unique-local"],
      ["ff02::1", "multicast"],
      ["2001:db8::1", "reserved"],
      ["::ffff:127.0.0.1", "loopback"],
      ["::ffff:7f00:1", "loopback"],
      ["0:0:0:0:0:ffff:7f00:0001", "loopback"],
      ["::ffff:10.1.2.3", "private"],
      ["::ffff:169.254.169.254", "link-local"],
      ["::ffff:0.0.0.0", "unspecified"],
      ["::127.0.0.1", "reserved"],
      ["64:ff9b::a9fe:a9fe", "link-local"],
      ["64:ff9b::7f00:1", "loopback"],
      ["2002:7f00:1::1", "loopback"],
      ["2002:c0a8:101::1", "private"],
      ["fe80::1%eth0", "link-local"],
    ];
    for (const [address, kind] of cases) expect(refusedAddressKind(address), address).toBe(kind);
  });

  it("lets public addresses through, IPv4-mapped ones included", () => {
    for (const address of [
      "8.8.8.8",
      "142.250.74.110",
      "172.32.0.1",
      "100.128.0.1",
      "2001:4860:4860::8888",
      "2a00:1450:4001:82a::200a",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ])
      expect(refusedAddressKind(address), address).toBeNull();
  });

  it("refuses what is not an IP address at all", () => {
    for (const text of ["", "localhost", "127.1", "0x7f.0.0.1", "2130706433", "[::1]", "1.2.3.4.5"])
      expect(refusedAddressKind(text), text).toBe("not an address");
  });
});

describe("checkHostAddresses", () => {
  it("refuses a name when any of its answers is refused, with the kind", async () => {
    allowLoopback(false);
    stubHost("mixed.outbound.test", ["8.8.8.8", "10.0.0.5"]);
    stubHost("local.outbound.test", ["127.0.0.1"]);
    await expect(checkHostAddresses("mixed.outbound.test")).rejects.toThrow(OutboundAddressRefused);
    await expect(checkHostAddresses("mixed.outbound.test")).rejects.toMatchObject({ kind: "private" });
    await expect(checkHostAddresses("local.outbound.test")).rejects.toMatchObject({ kind: "loopback" });
    await expect(checkHostAddresses("127.0.0.2")).rejects.toMatchObject({ kind: "loopback" });
    await expect(checkHostAddresses("::ffff:127.0.0.1")).rejects.toMatchObject({ kind: "loopback" });
    await expect(checkHostAddresses("0.0.0.0")).rejects.toMatchObject({ kind: "unspecified" });
  });

  it("answers the checked addresses of a public name", async () => {
    allowLoopback(false);
    stubHost("public.outbound.test", ["8.8.8.8", "2001:4860:4860::8888"]);
    expect(await checkHostAddresses("public.outbound.test")).toEqual([
      { address: "8.8.8.8", family: 4 },
      { address: "2001:4860:4860::8888", family: 6 },
    ]);
  });

  it("the loopback allowance opens loopback only: never private, link-local or unspecified", async () => {
    allowLoopback(true);
    stubHost("local.outbound.test", ["127.0.0.1"]);
    expect(await checkHostAddresses("local.outbound.test")).toEqual([{ address: "127.0.0.1", family: 4 }]);
    expect(await checkHostAddresses("::1")).toEqual([{ address: "::1", family: 6 }]);
    await expect(checkHostAddresses("0.0.0.0")).rejects.toMatchObject({ kind: "unspecified" });
    await expect(checkHostAddresses("192.168.0.1")).rejects.toMatchObject({ kind: "private" });
    await expect(checkHostAddresses("169.254.169.254")).rejects.toMatchObject({ kind: "link-local" });
  });
});

describe("outboundLookup (the connection's resolver)", () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      outboundLookup(host, { all }, (err, address, family) => resolve({ err, address, family })),
    );

  it("hands the connection the address it checked, in both shapes Node asks for", async () => {
    allowLoopback(false);
    stubHost("public.outbound.test", ["8.8.8.8"]);
    expect(await lookup("public.outbound.test", false)).toEqual({ err: null, address: "8.8.8.8", family: 4 });
    expect(await lookup("public.outbound.test", true)).toMatchObject({
      err: null,
      address: [{ address: "8.8.8.8", family: 4 }],
    });
  });

  it("fails the connection for a refused answer", async () => {
    allowLoopback(false);
    stubHost("rebound.outbound.test", ["169.254.169.254"]);
    const { err } = await lookup("rebound.outbound.test", true);
    expect(err).toBeInstanceOf(OutboundAddressRefused);
    expect(err?.code).toBe("EOUTBOUNDREFUSED");
  });
});
