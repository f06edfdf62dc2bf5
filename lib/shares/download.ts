/**
 * The downloads of a provider link (the medical report PDF, the FHIR bundle): the same checks
 * as its page (a live share, the PIN's cookie when it has one), each download logged. An
 * unknown, expired or revoked link is a 404; a link whose PIN was not entered sends the
 * browser to its page, which asks for it.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { users } from "@/db/schema";
import { userColumns, type UserRow } from "@/lib/identity/users";
import { errorResponse } from "@/lib/http/error-response";
import { clientIp } from "@/lib/http/client-ip";
import { findLiveShare, PIN_COOKIE, pinPassed, recordShareOpen, type LiveShare, type ShareAction } from "./link";

const NOT_FOUND = "This link does not exist or no longer works.";
const HEADERS = { "cache-control": "no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" };

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export async function shareDownload(
  req: Request,
  token: string,
  action: Exclude<ShareAction, "view" | "pin_refused">,
  make: (db: Db, owner: UserRow, share: LiveShare) => Promise<Response>,
): Promise<Response> {
  try {
    const db = await getDb();
    const share = await findLiveShare(db, token);
    if (!share) return Response.json({ detail: NOT_FOUND }, { status: 404, headers: HEADERS });
    if (!pinPassed(share, cookieValue(req, PIN_COOKIE)))
      return new Response(null, { status: 303, headers: { ...HEADERS, location: `/share/${token}` } });
    const [owner] = await db.select(userColumns).from(users).where(eq(users.id, share.user_id));
    if (!owner) return Response.json({ detail: NOT_FOUND }, { status: 404, headers: HEADERS });
    const res = await make(db, owner, share);
    await recordShareOpen(db, share, action, { ip: clientIp(req.headers), userAgent: req.headers.get("user-agent") });
    for (const [k, v] of Object.entries(HEADERS)) res.headers.set(k, v);
    return res;
  } catch (err) {
    return errorResponse(err, `GET /share/{token}/${action}`);
  }
}
