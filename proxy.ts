/**
 * Runs before every page (not the API, not static files, not prefetches: see the matcher;
 * the installed app's manifest, icons and service worker are static files too, served the
 * same to a signed-out visitor):
 * makes a nonce for the request and sends the nonce-based CSP, and tells the page its path
 * (lib/http/page-path.ts). Next reads the nonce from
 * the request's Content-Security-Policy header and puts it on every script it renders, so
 * pages must render per request (they do: the root layout reads the session). The request
 * keeps its other headers, the peer address stamped by lib/server/http-hooks.ts included.
 */
import { type NextRequest, NextResponse } from "next/server";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { contentSecurityPolicy, makeNonce } from "@/lib/http/security-headers";

export function proxy(request: NextRequest) {
  const nonce = makeNonce();
  const csp = contentSecurityPolicy(process.env.NODE_ENV === "production", nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|manifest.webmanifest|icons/|serwist/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
