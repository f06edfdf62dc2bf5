/**
 * The hooks on Node's HTTP server, on a plain node:http server: the peer address is stamped
 * into the internal header (a client's copy dropped), requests are counted until answered
 * and handled, and once draining, a new request on an open connection is answered 503 with
 * a detail and `Connection: close` while the one in flight finishes with `Connection: close`.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-ip";
import { drained, installHttpHooks, requestsInFlight, startDraining } from "@/lib/server/http-hooks";

let server: http.Server;
let port: number;
let release: (() => void) | undefined;

beforeAll(async () => {
  installHttpHooks();
  server = http.createServer(async (req, res) => {
    if (req.url === "/slow") await new Promise<void>((resolve) => (release = resolve));
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ peer: req.headers[PEER_ADDRESS_HEADER] ?? null, raw: req.rawHeaders }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  // the hooks are process-wide: later test files in this worker must not see a draining server
  (globalThis as { __vitalogHttpHooks?: { draining?: boolean } }).__vitalogHttpHooks!.draining = false;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw HTTP exchange on one socket: what the server wrote until it closed or `until` matched. */
function exchange(socket: net.Socket, request: string, until: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const done = () => resolve(text);
    socket.on("data", (c: Buffer) => {
      text += c.toString("utf8");
      if (until.test(text)) done();
    });
    socket.once("close", done);
    socket.write(request);
  });
}

function connect(): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
  });
}

describe("http hooks", () => {
  it("stamps the socket's peer, and drops a copy of the header the client sent", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.9" } });
    const body = (await res.json()) as { peer: string; raw: string[] };
    expect(body.peer).toBe("127.0.0.1");
    // the client's copy is gone from the raw headers too (the stamp lives in req.headers, which Next reads)
    expect(body.raw.map((h) => h.toLowerCase())).not.toContain(PEER_ADDRESS_HEADER);
    expect(body.raw).not.toContain("203.0.113.9");
  });

  it("draining: the request in flight finishes with Connection: close, a new one on an open connection is 503", async () => {
    const busy = await connect();
    const slowAnswer = exchange(busy, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n", /\}$/);
    await expect.poll(() => release !== undefined).toBe(true);
    expect(requestsInFlight()).toBe(1);

    const open = await connect();
    const partial = exchange(open, "GET / HTTP/1.1\r\nHost: x\r\n", /\}$/);
    await new Promise((r) => setTimeout(r, 50));
    startDraining();
    const isDrained = drained();
    open.write("\r\n");
    const refused = await partial;
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused.split("\r\n\r\n")[1]).toBe('{"detail":"The server is shutting down."}');

    let settled = false;
    void isDrained.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    release!();
    const finished = await slowAnswer;
    expect(finished).toMatch(/^HTTP\/1\.1 200 /);
    expect(finished).toMatch(/\r\nConnection: close\r\n/i);
    await isDrained;
    expect(requestsInFlight()).toBe(0);
    busy.destroy();
    open.destroy();
  });
});
