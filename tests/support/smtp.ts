/**
 * A test file's own SMTP stand-in: started before its tests with SMTP_URL pointing at it,
 * stopped after them. `const smtp = withFakeSmtp();` at the top of the file.
 */
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { startFakeSmtp } from "../fakes/smtp";

type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

export function withFakeSmtp() {
  let server: FakeSmtp | undefined;
  beforeAll(async () => {
    server = await startFakeSmtp();
    process.env.SMTP_URL = server.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await server?.close();
  });
  const started = (): FakeSmtp => {
    if (!server) throw new Error("the fake SMTP server starts in beforeAll");
    return server;
  };
  return {
    get messages() {
      return started().messages;
    },
    waitForMail: (...args: Parameters<FakeSmtp["waitForMail"]>) => started().waitForMail(...args),
  };
}
