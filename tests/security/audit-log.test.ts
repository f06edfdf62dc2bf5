/**
 * The audit trail in the server log: every API access line names the client's address, and
 * every signed-in view (they all show health data) logs who saw which view from where.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { clientIp } from "@/lib/http/client-ip";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { captureLogsForTesting } from "@/lib/log";
import { call, registerUser } from "../support/api";
import { sessionCookieFor } from "../support/session-cookie";

const requestHeaders = { current: new Headers() };
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const FROM = { "x-forwarded-for": "203.0.113.77", "x-real-ip": "203.0.113.77" };
const lines = (captured: string[]) => captured.map((l) => JSON.parse(l) as Record<string, unknown>);

afterEach(() => {
  requestHeaders.current = new Headers();
});

describe("access log", () => {
  it("each API request's line carries the client's address beside the user id", async () => {
    const { token, user } = await registerUser();
    const logs = captureLogsForTesting();
    const res = await call(me, { token, path: "/api/me", headers: FROM });
    logs.stop();
    expect(res.status).toBe(200);
    const line = lines(logs.lines).find((l) => l.msg === "request" && l.path === "/api/me");
    expect(line).toMatchObject({ user_id: user.id, status: 200, ip: clientIp(new Headers(FROM)) });
    expect(typeof line!.ip).toBe("string");
  });

  it("a refused request is logged with its address too", async () => {
    const logs = captureLogsForTesting();
    await call(me, { path: "/api/me", headers: FROM });
    logs.stop();
    expect(lines(logs.lines).find((l) => l.msg === "request")).toMatchObject({
      status: 401,
      ip: clientIp(new Headers(FROM)),
    });
  });
});

describe("page views", () => {
  it("a signed-in view logs user, view and address; no cookie logs nothing and redirects", async () => {
    const { user } = await registerUser();
    const { cookie } = await sessionCookieFor(user.id);
    requestHeaders.current = new Headers({ cookie, ...FROM, [PAGE_PATH_HEADER]: "/health" });
    const logs = captureLogsForTesting();
    const seen = await requireSessionUser();
    expect(seen.id).toBe(user.id);

    requestHeaders.current = new Headers({ ...FROM, [PAGE_PATH_HEADER]: "/journal" });
    await expect(requireSessionUser()).rejects.toThrow("redirect /login");
    logs.stop();
    const views = lines(logs.lines).filter((l) => l.msg === "page view");
    expect(views).toEqual([
      expect.objectContaining({ user_id: user.id, path: "/health", ip: clientIp(new Headers(FROM)) }),
    ]);
  });
});
