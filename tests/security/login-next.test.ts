/**
 * The login page's `?next=` (where a signed-in visitor, or one who just signed in, is sent):
 * only a page of this site, so a crafted link can neither send the browser to another host
 * (a tab or newline after the first slash reads as `//host` to a browser) nor fail the
 * request (a newline in a Location header is a 500).
 */
import { describe, expect, it, vi } from "vitest";
import LoginPage from "@/app/(auth)/login/page";
import { localNextPath } from "@/lib/identity/sign-in/callback-url";
import { registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";

const requestHeaders = { current: new Headers() };
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("redirect"), { location: to });
  },
}));

const APP = "http://localhost:3000";

/** Where the page sends a signed-in visitor who opened `/login?next=<next>`. */
async function redirectOf(next: string): Promise<string> {
  try {
    await LoginPage({ searchParams: Promise.resolve({ next }) });
  } catch (err) {
    const location = (err as { location?: string }).location;
    if (location !== undefined) return location;
    throw err;
  }
  throw new Error("no redirect");
}

const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example/path",
  "/\r\n/evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "https://evil.example/",
  "http://localhost:3000@evil.example/",
  "javascript:alert(1)",
  "/\u0000x",
  "/ok\u007f",
  "",
];

describe("login ?next=", () => {
  it("a signed-in visitor is sent to / for every hostile next, and never with a control character", async () => {
    const { user } = await registerUser();
    requestHeaders.current = new Headers({ cookie: (await sessionCookieFor(user.id)).cookie });
    for (const next of HOSTILE) {
      const location = await redirectOf(next);
      expect(location, JSON.stringify(next)).toBe("/");
    }
  });

  it("a page of this site is kept, with its query", async () => {
    const { user } = await registerUser();
    requestHeaders.current = new Headers({ cookie: (await sessionCookieFor(user.id)).cookie });
    expect(await redirectOf("/family/join?token=abc_DEF-123")).toBe("/family/join?token=abc_DEF-123");
    expect(await redirectOf("/settings#sharing")).toBe("/settings#sharing");
  });

  it("the sign-in form's next follows the same rule (the browser resolves it against this origin)", () => {
    for (const next of HOSTILE) {
      const kept = localNextPath(next, APP);
      expect(kept, JSON.stringify(next)).toBeNull();
    }
    expect(localNextPath("/food?date=2026-01-02", APP)).toBe("/food?date=2026-01-02");
    expect(localNextPath(`${APP}/journal`, APP)).toBe("/journal");
  });
});
