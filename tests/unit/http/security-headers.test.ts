import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/http/security-headers";

const byName = (production: boolean) => Object.fromEntries(securityHeaders(production).map((h) => [h.key, h.value]));

describe("security headers", () => {
  it("forbid framing and sniffing, and send HSTS only in production", () => {
    const prod = byName(true);
    expect(prod["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(prod["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(prod["X-Content-Type-Options"]).toBe("nosniff");
    expect(prod["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(prod["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(byName(false)["Strict-Transport-Security"]).toBeUndefined();
  });
});
