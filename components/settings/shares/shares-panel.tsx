import { LockedFeature } from "@/components/billing/upgrade-prompt";
import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { featureGate } from "@/lib/billing/gate";
import { listShareAccess, listShares } from "@/lib/shares/service";
import { SHARE_AREA_LABELS } from "@/lib/identity/share-areas";
import { formatInstantDateTime } from "@/lib/time/format";
import { ShareCreateForm } from "./share-create-form";
import { ShareList, type ShareRow } from "./share-list";

const ACTIONS: Record<string, string> = {
  view: "Viewed the dashboard",
  report_pdf: "Downloaded the medical report (PDF)",
  fhir: "Downloaded the FHIR bundle",
  pin_refused: "Entered a wrong PIN",
};
const LOG_SHOWN = 50;

/**
 * Settings → Sharing → Provider dashboards: for Pro the form that makes a link, otherwise the
 * plan that includes it (before anything else); then the user's links with their access logs,
 * read on the server with times in the user's zone. Revoking works on every plan.
 */
export async function SharesPanel({ user }: { user: SignedInUser }) {
  const gate = featureGate(user, "provider_share");
  const db = await getDb();
  const shares = await listShares(db, user.id);
  const now = new Date();
  const when = (at: string) => formatInstantDateTime(at, user.time_zone, now);
  const logs = await Promise.all(
    shares.map((s) => listShareAccess(db, { userId: user.id, shareId: s.share_id, limit: LOG_SHOWN })),
  );
  const rows: ShareRow[] = shares.map((s, i) => ({
    id: s.share_id,
    name: s.name,
    email: s.email,
    areas: s.areas.map((a) => SHARE_AREA_LABELS[a]),
    status: s.status,
    locked: s.locked,
    hasPin: s.has_pin,
    created: when(s.created_at),
    expires: when(s.revoked_at ?? s.expires_at),
    lastViewed: s.last_viewed_at ? when(s.last_viewed_at) : "never",
    log: (logs[i] ?? []).map((e, j) => ({
      key: `${e.at}-${j}`,
      action: ACTIONS[e.action] ?? e.action,
      at: when(e.at),
      from: [e.device, e.ip].filter(Boolean).join(", "),
    })),
  }));

  return (
    <>
      {gate.state !== "open" && <LockedFeature gate={gate} />}
      <Card aria-labelledby="settings-shares">
        <CardTitle>
          <span id="settings-shares">Provider dashboards</span>
        </CardTitle>
        <p className="text-sm text-muted">
          A private link shows your doctor a read-only dashboard of the areas you choose, with downloads of your medical
          report and a FHIR file for their records. It ends after 7, 30 or 90 days, or when you revoke it, and every
          visit is listed here.
        </p>
        {gate.state === "open" && (
          <div className="mt-5 border-t border-slate-200 pt-5">
            <h3 className="mb-3 font-semibold text-ink">Create a link</h3>
            <ShareCreateForm />
          </div>
        )}
      </Card>
      {rows.length > 0 && (
        <Card aria-labelledby="settings-shares-list">
          <CardTitle>
            <span id="settings-shares-list">Your provider links</span>
          </CardTitle>
          <p className="mb-3 text-sm text-muted">Times are in your time zone ({user.time_zone}).</p>
          <ShareList shares={rows} />
        </Card>
      )}
    </>
  );
}
