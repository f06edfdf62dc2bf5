/**
 * What a browser sign-in (next-auth's Credentials provider) checks before its session is
 * created: the credentials sent, refused with our detail. Answers the user and the id of
 * the new session row, which the encrypted cookie carries.
 */
import "server-only";
import * as z from "zod/mini";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { issueDetail } from "@/lib/validation/issues";
import { authenticate } from "@/lib/account/service";
import { loginSchema } from "@/lib/account/schema";
import { createBrowserSession } from "@/lib/account/sessions";
import { clientIp } from "./client-ip";
import { SignInRefused } from "./sign-in-refused";

export type BrowserSignIn = { id: string; name: string; email: string; sid: string };

export async function authorizeBrowserSignIn(credentials: unknown, request: Request): Promise<BrowserSignIn> {
  const parsed = z.safeParse(loginSchema, credentials);
  if (!parsed.success) throw new SignInRefused(issueDetail(parsed.error), 400);
  const db = await getDb();
  try {
    const user = await authenticate(db, parsed.data, clientIp(request.headers));
    const sid = await createBrowserSession(db, user.id, request.headers.get("user-agent"));
    return { id: user.id, name: user.name, email: user.email, sid };
  } catch (err) {
    if (err instanceof ApiError) throw new SignInRefused(err.detail, err.status);
    throw err;
  }
}
