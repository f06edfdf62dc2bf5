"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { clientIp } from "@/lib/http/client-ip";
import { env } from "@/lib/env";
import { findLiveShare, PIN_COOKIE, PIN_COOKIE_MAX_AGE_S, pinCookieValue, tryPin } from "@/lib/shares/link";

import type { PinState } from "@/lib/shares/schema";

/**
 * The PIN form of a provider link: a right PIN leaves a cookie for this link's path only (so
 * a reload does not ask again) and shows the dashboard; a wrong one says how many tries are left.
 */
export async function submitPin(token: string, _previous: PinState, form: FormData): Promise<PinState> {
  const db = await getDb();
  const share = await findLiveShare(db, token);
  if (!share) return { kind: "gone" };
  const h = await headers();
  const pin = String(form.get("pin") ?? "").replace(/\s+/g, "");
  const result = await tryPin(db, share, pin, { ip: clientIp(h), userAgent: h.get("user-agent") });
  if (result.kind !== "ok") return result;
  (await cookies()).set(PIN_COOKIE, pinCookieValue(share), {
    httpOnly: true,
    // lax: the link is usually opened from another site (a mail client), where strict would drop it
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https:"),
    path: `/share/${token}`,
    maxAge: PIN_COOKIE_MAX_AGE_S,
  });
  redirect(`/share/${token}`);
}
