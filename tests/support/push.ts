/**
 * A test file's own push service stand-in (tests/fakes/push-service.ts) and VAPID keys:
 * started before its tests, with VAPID_* set and the stand-in's certificate trusted by the
 * agent web-push is given (lib/http/outbound-agent.ts); all undone after them.
 * `const push = withFakePushService();` at the top of the file.
 */
import { rootCertificates } from "node:tls";
import webpush from "web-push";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { outboundHttpsAgent } from "@/lib/http/outbound-agent";
import { startFakePushService, type FakePushService } from "../fakes/push-service";

export const VAPID_SUBJECT = "mailto:push-test@vitalog.example";

export function withFakePushService() {
  let service: FakePushService | undefined;
  const keys = webpush.generateVAPIDKeys();
  const trustedBefore = outboundHttpsAgent.options.ca;
  beforeAll(async () => {
    service = await startFakePushService();
    outboundHttpsAgent.options.ca = [...rootCertificates, service.cert];
    setVapid(keys);
  });
  afterAll(async () => {
    outboundHttpsAgent.options.ca = trustedBefore;
    setVapid(null);
    await service?.close();
  });
  const started = (): FakePushService => {
    if (!service) throw new Error("the push service stand-in starts in beforeAll");
    return service;
  };
  return {
    keys,
    get service() {
      return started();
    },
  };
}

/** Sets (or, with null, removes) the VAPID variables for the cases that follow. */
export function setVapid(keys: { publicKey: string; privateKey: string } | null): void {
  if (keys) {
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    process.env.VAPID_SUBJECT = VAPID_SUBJECT;
  } else {
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    delete process.env.VAPID_SUBJECT;
  }
  resetEnvCache();
}
