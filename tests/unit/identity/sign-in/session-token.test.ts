import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedDecode } from "@/lib/identity/sign-in/session-token";

const secret = "session-token-test-secret-0123456789abcdef";
const salt = "authjs.session-token";

afterEach(() => {
  vi.useRealTimers();
});

describe("cachedDecode (the session cookie, decoded once per cookie)", () => {
  it("gives the cookie's payload, the same on a second read", async () => {
    const token = await encode({ token: { sub: "u1", sid: "11111111-1111-4111-8111-111111111111" }, secret, salt });
    const first = await cachedDecode({ token, secret, salt });
    expect(first?.sid).toBe("11111111-1111-4111-8111-111111111111");
    expect((await cachedDecode({ token, secret, salt }))?.sid).toBe(first?.sid);
  });

  it("still refuses a cookie once it has expired, though it decoded before", async () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z"), toFake: ["Date"] });
    const token = await encode({ token: { sid: "22222222-2222-4222-8222-222222222222" }, secret, salt, maxAge: 60 });
    expect((await cachedDecode({ token, secret, salt }))?.sid).toBe("22222222-2222-4222-8222-222222222222");
    vi.setSystemTime(new Date("2026-01-01T00:02:00Z"));
    expect(await cachedDecode({ token, secret, salt })).toBeNull();
  });

  it("does not accept a cookie under another secret or salt because it decoded under ours", async () => {
    const token = await encode({ token: { sid: "33333333-3333-4333-8333-333333333333" }, secret, salt });
    expect(await cachedDecode({ token, secret, salt })).not.toBeNull();
    await expect(cachedDecode({ token, secret: "another-secret-another-secret-0123456789", salt })).rejects.toThrow();
    await expect(cachedDecode({ token, secret, salt: "__Secure-authjs.session-token" })).rejects.toThrow();
  });

  it("refuses a tampered cookie", async () => {
    const token = await encode({ token: { sid: "44444444-4444-4444-8444-444444444444" }, secret, salt });
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    await expect(cachedDecode({ token: tampered, secret, salt })).rejects.toThrow();
  });
});
