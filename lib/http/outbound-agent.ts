/**
 * The https agent of requests to addresses users chose (web-push's `agent` option). Every
 * connection's host is checked where it is connected: an IP literal here (Node does not
 * resolve one), a name through `outboundLookup`. Whatever URL parser the library used, the
 * host it connects to is the one checked.
 */
import "server-only";
import https from "node:https";
import { isIP, type NetConnectOpts } from "node:net";
import type { Duplex } from "node:stream";
import { addressRefusal, outboundLookup, OutboundAddressRefused } from "./outbound-address";

class GuardedHttpsAgent extends https.Agent {
  override createConnection(
    options: NetConnectOpts,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = String((options as { host?: unknown }).host ?? "localhost");
    if (isIP(host)) {
      const kind = addressRefusal(host);
      if (kind) {
        // the agent reports a connection that never opened through the callback
        process.nextTick(() => callback?.(new OutboundAddressRefused(host, kind), undefined as unknown as Duplex));
        return undefined;
      }
    }
    return super.createConnection({ ...options, lookup: outboundLookup } as NetConnectOpts, callback);
  }
}

/** One agent for the process; tests add their stand-in's certificate to `options.ca`. */
export const outboundHttpsAgent = new GuardedHttpsAgent();
