/**
 * The client's address, for throttling and the audit trail. A client can write any
 * X-Forwarded-For it likes, so the header is believed only as far as TRUSTED_PROXIES says
 * (lib/http/trusted-proxies.ts); otherwise the address is the socket's peer, which the
 * server stamps into PEER_ADDRESS_HEADER on every request (lib/server/http-hooks.ts) after
 * removing any copy the client sent.
 */
import { env } from "@/lib/env";
import { type ProxyTrust, parseTrustedProxies } from "@/lib/env/proxy-trust";
import { resolveClientIp } from "./trusted-proxies";

/** Internal request header holding the socket's peer address; never taken from a client. */
export const PEER_ADDRESS_HEADER = "x-vitalog-peer-address";

let parsed: { source: string | undefined; trust: ProxyTrust } | undefined;

function proxyTrust(): ProxyTrust {
  const source = env().TRUSTED_PROXIES;
  if (!parsed || parsed.source !== source) parsed = { source, trust: parseTrustedProxies(source) };
  return parsed.trust;
}

export function clientIp(headers: Headers): string {
  return resolveClientIp(
    {
      peer: headers.get(PEER_ADDRESS_HEADER) ?? undefined,
      forwardedFor: headers.get("x-forwarded-for"),
      realIp: headers.get("x-real-ip"),
    },
    proxyTrust(),
  );
}
