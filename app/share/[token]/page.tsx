import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { BrandPage } from "@/components/shell/brand-page";
import { LinkClosed, PinForm } from "@/components/shares/pin-form";
import { ShareDashboardView } from "@/components/shares/share-dashboard";
import { getDb } from "@/db/client";
import { clientIp } from "@/lib/http/client-ip";
import { loadShareDashboard } from "@/lib/shares/dashboard";
import { findLiveShare, PIN_COOKIE, pinLocked, pinPassed, recordShareOpen } from "@/lib/shares/link";
import { requestLocale } from "@/lib/time/request-locale";
import { submitPin } from "./actions";

// a link is a secret: never indexed, never sent on as a referrer (next.config.ts sends the headers too)
export const metadata: Metadata = {
  title: "Shared health records",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * The doctor's view of a provider link, without an account: an unknown, expired or revoked
 * link is a 404; a PIN, when set, first; then the dashboard, each view logged for the owner
 * (the share's log, and the owner's activity once per window).
 */
export default async function SharePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = await getDb();
  const share = await findLiveShare(db, token);
  if (!share) notFound();

  if (pinLocked(share) || !pinPassed(share, (await cookies()).get(PIN_COOKIE)?.value))
    return (
      <BrandPage>
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink">Shared health records</h1>
        {pinLocked(share) ? <LinkClosed locked /> : <PinForm action={submitPin.bind(null, token)} />}
      </BrandPage>
    );

  const data = await loadShareDashboard(db, { userId: share.user_id, areas: share.areas });
  if (!data) notFound();
  const h = await headers();
  await recordShareOpen(db, share, "view", { ip: clientIp(h), userAgent: h.get("user-agent") });
  return (
    <BrandPage width="page">
      <ShareDashboardView data={data} token={token} expiresAt={share.expires_at} locale={await requestLocale()} />
    </BrandPage>
  );
}
