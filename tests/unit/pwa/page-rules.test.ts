/** The service worker's offline-reading rules (sw/page-rules.ts). */
import { describe, expect, it } from "vitest";
import {
  RECACHE_AFTER_MS,
  isApiRequest,
  isKeptPageUrl,
  isPageUrl,
  isRecacheDue,
  isRscRequest,
  isSharePage,
  isSignedOutAnswer,
  isStorableAnswer,
  lastCachedAt,
  markOfflineCopy,
} from "@/sw/page-rules";

const ORIGIN = "https://vitalog.example";
const at = (path: string) => new URL(path, ORIGIN);

/** A Response as fetch gives it: its url and redirected flag are read-only on a constructed one. */
function answer(status: number, url: string, redirected = false): Response {
  const response = new Response(status === 204 ? null : "x", { status });
  Object.defineProperty(response, "url", { value: url });
  Object.defineProperty(response, "redirected", { value: redirected });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

describe("which pages are kept for reading offline", () => {
  it("keeps the signed-in views, with their tabs", () => {
    for (const path of ["/", "/food?tab=log", "/health?tab=tracker", "/medications", "/family/abc"]) {
      expect(isKeptPageUrl(at(path), ORIGIN), path).toBe(true);
    }
  });

  it("never keeps a provider share page, the API, the worker or another origin", () => {
    expect(isPageUrl(at("/share/secret-token"), ORIGIN)).toBe(false);
    expect(isSharePage(at("/share/secret-token"), ORIGIN)).toBe(true);
    expect(isPageUrl(at("/api/food-entries"), ORIGIN)).toBe(false);
    expect(isPageUrl(at("/serwist/sw.js"), ORIGIN)).toBe(false);
    expect(isPageUrl(new URL("https://elsewhere.example/"), ORIGIN)).toBe(false);
  });

  it("answers the sign-in pages but keeps no copy of them (their links carry tokens)", () => {
    for (const path of ["/login", "/reset-password?token=t", "/verify-email?token=t", "/family/join?token=t"]) {
      expect(isPageUrl(at(path), ORIGIN), path).toBe(true);
      expect(isKeptPageUrl(at(path), ORIGIN), path).toBe(false);
    }
    // a view whose name starts like a sign-in page is still kept
    expect(isKeptPageUrl(at("/login-help"), ORIGIN)).toBe(true);
  });

  it("sends RSC requests and API reads to the network", () => {
    expect(isRscRequest(new Request(`${ORIGIN}/food?_rsc=1`, { headers: { RSC: "1" } }))).toBe(true);
    expect(isRscRequest(new Request(`${ORIGIN}/food`))).toBe(false);
    expect(isApiRequest(at("/api/dashboard"), ORIGIN)).toBe(true);
  });
});

describe("what is stored, and what signs the device out", () => {
  it("stores a plain 200 only", () => {
    expect(isStorableAnswer(answer(200, `${ORIGIN}/food`))).toBe(true);
    expect(isStorableAnswer(answer(500, `${ORIGIN}/food`))).toBe(false);
    expect(isStorableAnswer(answer(200, `${ORIGIN}/`, true))).toBe(false);
  });

  it("reads the login form's answer, asked for or redirected to, as signed out", () => {
    expect(isSignedOutAnswer(answer(200, `${ORIGIN}/login`))).toBe(true);
    expect(isSignedOutAnswer(answer(200, `${ORIGIN}/login?next=%2Ffood`, true))).toBe(true);
    expect(isSignedOutAnswer(answer(200, `${ORIGIN}/food`))).toBe(false);
    expect(isSignedOutAnswer(answer(500, `${ORIGIN}/login`))).toBe(false);
  });
});

describe("a client-side navigation refreshes a kept page at most once a minute", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");

  it("refreshes a page never kept", () => {
    expect(isRecacheDue(lastCachedAt(undefined, null), now)).toBe(true);
  });

  it("skips a page kept less than a minute ago, by the copy's Date header", () => {
    const date = new Date(now - 30_000).toUTCString();
    expect(isRecacheDue(lastCachedAt(undefined, date), now)).toBe(false);
    expect(isRecacheDue(lastCachedAt(undefined, new Date(now - RECACHE_AFTER_MS).toUTCString()), now)).toBe(true);
  });

  it("skips a page whose refresh this worker started less than a minute ago", () => {
    expect(isRecacheDue(lastCachedAt(now - 10_000, new Date(now - 600_000).toUTCString()), now)).toBe(false);
    expect(isRecacheDue(lastCachedAt(now - 61_000, "not a date"), now)).toBe(true);
  });
});

describe("the mark on a page answered from the cache", () => {
  it("goes first in the head, once", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><header>x</header></body></html>';
    const marked = markOfflineCopy(html);
    expect(marked).toContain('<head><meta name="vitalog-offline-copy" content="1"><meta charSet="utf-8"/>');
    expect(marked.match(/vitalog-offline-copy/g)).toHaveLength(1);
    // <header> is not <head>
    expect(markOfflineCopy("<html><header></header></html>")).not.toContain("vitalog-offline-copy");
  });
});
