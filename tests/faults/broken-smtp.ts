/**
 * Mail servers that fail in the ways real ones do: one that hangs up in the middle of a
 * session, one that refuses the message (451), one that accepts the connection and never
 * says a word. Each is a URL for SMTP_URL and a close().
 */
import type { Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { acceptingServer } from "./dead-ends";

type Broken = { url: string; close: () => Promise<void> };

async function rawSmtp(onLine: (socket: Socket, line: string) => void, greet = true): Promise<Broken> {
  const server = await acceptingServer((socket) => {
    if (greet) socket.write("220 flaky.test ESMTP\r\n");
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      let end: number;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        onLine(socket, line);
      }
    });
  });
  return { url: `smtp://127.0.0.1:${server.port}`, close: server.close };
}

/** Greets, answers EHLO, and drops the connection at MAIL FROM. */
export function hangingUpSmtp(): Promise<Broken> {
  return rawSmtp((socket, line) => {
    if (/^(EHLO|HELO)/i.test(line)) socket.write("250 flaky.test\r\n");
    else socket.destroy();
  });
}

/** Accepts connections and never greets. */
export function silentSmtp(): Promise<Broken> {
  return rawSmtp(() => undefined, false);
}

/** A well-behaved server that refuses every message with 451 (try again later). */
export async function refusingSmtp(): Promise<Broken> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () =>
        callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 })),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
