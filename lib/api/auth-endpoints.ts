/**
 * A guard around Auth.js's route handlers (/api/auth/*): a callbackUrl that would leave the
 * site or does not parse, in the query, a form or JSON body or the callback-url cookie (a
 * cookie that is not valid percent-encoding too), is dropped before Auth.js reads it (Auth.js
 * answers such a value with a 500). A sign-in page asked for with one answers a redirect to
 * /login. Any failure is a `{detail}` answer.
 */
import "server-only";
import { NextRequest } from "next/server";
import { readBodyBytes } from "@/lib/http/body-bytes";
import { errorResponse } from "@/lib/http/error-response";
import { env } from "@/lib/env";
import { sameSiteTarget } from "@/lib/identity/sign-in/callback-url";

type AuthHandler = (req: NextRequest) => Promise<Response>;

const CALLBACK_PARAM = "callbackUrl";
const CALLBACK_COOKIES = new Set(["authjs.callback-url", "__Secure-authjs.callback-url"]);

const unsafe = (value: string, origin: string) => sameSiteTarget(value, origin) === null;

/** The cookie's value decoded as Auth.js decodes it; null when that throws (`%`, `%2`). */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A callback-url cookie Auth.js would fail on or follow off-site: dropped, so it reads as none. */
function unsafeCookie(raw: string, origin: string): boolean {
  const value = decoded(raw);
  return value === null || unsafe(value, origin);
}

/** The Cookie header without a callback-url cookie that is unsafe; null when nothing changes. */
function cleanCookies(header: string | null, origin: string): string | null {
  if (!header) return null;
  const parts = header.split(";");
  const kept = parts.filter((part) => {
    const at = part.indexOf("=");
    const name = part.slice(0, at).trim();
    return !(at > 0 && CALLBACK_COOKIES.has(name) && unsafeCookie(part.slice(at + 1).trim(), origin));
  });
  return kept.length === parts.length ? null : kept.join(";");
}

/** The body without an unsafe callbackUrl field (forms and JSON, the two kinds Auth.js reads). */
function cleanBody(text: string, contentType: string, origin: string): string {
  if (contentType.includes("application/x-www-form-urlencoded")) {
    const form = new URLSearchParams(text);
    if (!form.getAll(CALLBACK_PARAM).some((v) => unsafe(v, origin))) return text;
    form.delete(CALLBACK_PARAM);
    return form.toString();
  }
  if (contentType.includes("application/json")) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && CALLBACK_PARAM in body) {
        const value = (body as Record<string, unknown>)[CALLBACK_PARAM];
        if (typeof value !== "string" || unsafe(value, origin)) {
          delete (body as Record<string, unknown>)[CALLBACK_PARAM];
          return JSON.stringify(body);
        }
      }
    } catch {
      // not JSON: Auth.js answers it with its own 400
    }
  }
  return text;
}

export function guardAuthEndpoint(handler: AuthHandler): (req: NextRequest) => Promise<Response> {
  return async (req) => {
    try {
      const url = new URL(req.url);
      const { origin } = url;
      const headers = new Headers(req.headers);
      let changed = false;
      if (url.searchParams.getAll(CALLBACK_PARAM).some((v) => unsafe(v, origin))) {
        if (req.method === "GET" && url.pathname.replace(/\/+$/, "").endsWith("/signin")) {
          return Response.redirect(new URL("/login", origin), 302);
        }
        url.searchParams.delete(CALLBACK_PARAM);
        changed = true;
      }
      const cookies = cleanCookies(req.headers.get("cookie"), origin);
      if (cookies !== null) {
        headers.set("cookie", cookies);
        changed = true;
      }
      let body: string | undefined;
      if (req.method === "POST") {
        // form posts of a few fields: read up to the API's limit, decoded as fetch's text() does
        const text = new TextDecoder().decode(await readBodyBytes(req, env().API_MAX_BODY_BYTES));
        body = cleanBody(text, req.headers.get("content-type") ?? "", origin);
        changed = true; // the body has been read: pass on a new request either way
      }
      return await handler(changed ? new NextRequest(url, { method: req.method, headers, body }) : req);
    } catch (err) {
      return errorResponse(err, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
}
