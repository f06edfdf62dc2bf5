/** /api/push-subscriptions: a browser subscribes, is listed, re-bound, and unsubscribes; 503 without VAPID keys. */
import { describe, expect, it } from "vitest";
import { createECDH, randomBytes } from "node:crypto";
import { DELETE as unsubscribe, GET as status, POST as subscribe } from "@/app/api/push-subscriptions/route";
import { isPushEndpoint } from "@/lib/push/schema";
import { call, registerUser } from "../../support/api";
import { setVapid, withFakePushService } from "../../support/push";

const push = withFakePushService();

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
const endpoint = () => `https://push.example.net/send/${randomBytes(8).toString("hex")}`;

describe("/api/push-subscriptions", () => {
  it("stores a subscription (201), lists it without its endpoint or keys, and deletes it (204)", async () => {
    const { token } = await registerUser();
    const sub = { endpoint: endpoint(), expirationTime: null, keys: browserKeys() };
    const created = await call(subscribe, { token, body: sub, headers: { "user-agent": "Firefox/140" } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), created_at: expect.any(String), user_agent: "Firefox/140" });
    const listed = await call(status, { token });
    expect(listed.body).toEqual({ available: true, public_key: push.keys.publicKey, subscriptions: [created.body] });
    const gone = await call(unsubscribe, { token, method: "DELETE", body: { endpoint: sub.endpoint } });
    expect(gone.status).toBe(204);
    expect((await call(status, { token })).body).toMatchObject({ subscriptions: [] });
    const again = await call(unsubscribe, { token, method: "DELETE", body: { endpoint: sub.endpoint } });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe("No push subscription of yours has this endpoint.");
  });

  it("the same endpoint again updates it and binds it to whoever sends it", async () => {
    const { token: first } = await registerUser();
    const { token: second } = await registerUser();
    const sub = { endpoint: endpoint(), keys: browserKeys() };
    expect((await call(subscribe, { token: first, body: sub })).status).toBe(201);
    expect((await call(subscribe, { token: first, body: { ...sub, keys: browserKeys() } })).status).toBe(201);
    expect((await call(status, { token: first })).body).toMatchObject({ subscriptions: [{ user_agent: null }] });
    expect((await call(subscribe, { token: second, body: sub })).status).toBe(201);
    expect((await call(status, { token: first })).body).toMatchObject({ subscriptions: [] });
    expect((await call(status, { token: second })).body).toMatchObject({ subscriptions: [{}] });
    // the first user cannot end the second one's subscription
    expect((await call(unsubscribe, { token: first, method: "DELETE", body: sub })).status).toBe(404);
  });

  it("refuses an endpoint that is not https, and keys of the wrong length or alphabet", async () => {
    const { token } = await registerUser();
    const keys = browserKeys();
    const cases: [unknown, string][] = [
      [{ endpoint: "http://push.example.net/x", keys }, "endpoint must be the push service's https address"],
      [{ endpoint: "not a url", keys }, "endpoint must be the push service's https address"],
      [
        { endpoint: endpoint(), keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
        "keys.p256dh must be the browser's P-256 public key: 65 bytes, base64url",
      ],
      [
        { endpoint: endpoint(), keys: { ...keys, auth: "a+b/c=" } },
        "keys.auth must be the browser's auth secret: 16 bytes, base64url",
      ],
      [{ endpoint: endpoint() }, "keys"],
    ];
    for (const [body, detail] of cases) {
      const res = await call(subscribe, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.detail)).toContain(detail);
    }
    expect((await call(status, { token })).body).toMatchObject({ subscriptions: [] });
  });

  it("takes a local http endpoint only outside production", () => {
    expect(isPushEndpoint("http://127.0.0.1:4000/push/a", false)).toBe(true);
    expect(isPushEndpoint("http://localhost:4000/push/a", false)).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:4000/push/a", true)).toBe(false);
    expect(isPushEndpoint("https://127.0.0.1:4000/push/a", true)).toBe(false);
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(isPushEndpoint("http://push.example.net/a", false)).toBe(false);
    expect(isPushEndpoint("https://user:pw@push.example.net/a", false)).toBe(false);
  });

  it("answers 503 to a subscription when the server has no VAPID keys, and says push is unavailable", async () => {
    const { token } = await registerUser();
    setVapid(null);
    try {
      const res = await call(subscribe, { token, body: { endpoint: endpoint(), keys: browserKeys() } });
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe("Push notifications are not set up on this server; reminders come by email.");
      expect((await call(status, { token })).body).toEqual({ available: false, public_key: null, subscriptions: [] });
    } finally {
      setVapid(push.keys);
    }
  });

  it("needs a sign-in", async () => {
    expect((await call(status)).status).toBe(401);
    expect((await call(subscribe, { body: { endpoint: endpoint(), keys: browserKeys() } })).status).toBe(401);
  });
});
