/** Addresses that fail the way an outside service does when it is down. */
import { createServer, type Server, type Socket } from "node:net";
import { freePort } from "../support/private-postgres";

export type DeadEnd = { port: number; close: () => Promise<void> };

/** A port nothing listens on: connections are refused at once. */
export async function closedPort(): Promise<number> {
  return freePort();
}

/** A TCP server that accepts each connection and then does `behaviour` with it (default: hang up at once). */
export async function acceptingServer(
  behaviour: (socket: Socket) => void = (socket) => socket.destroy(),
): Promise<DeadEnd> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    behaviour(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
