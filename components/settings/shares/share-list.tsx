"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export type ShareRow = {
  id: string;
  name: string;
  email: string | null;
  /** The areas' labels, in order. */
  areas: string[];
  status: "active" | "expired" | "revoked";
  locked: boolean;
  hasPin: boolean;
  /** Already in the user's time zone. */
  created: string;
  expires: string;
  lastViewed: string;
  /** The access log's lines, newest first, in the user's time zone. */
  log: { key: string; action: string; at: string; from: string }[];
};

const STATUS: Record<ShareRow["status"], { label: string; tone: string }> = {
  active: { label: "Active", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  expired: { label: "Expired", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  revoked: { label: "Revoked", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
};

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** The user's provider links, newest first: state, areas, the access log, and Revoke (confirmed). */
export function ShareList({ shares }: { shares: ShareRow[] }) {
  const [revoking, setRevoking] = useState<ShareRow | null>(null);

  if (shares.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
        No provider links yet. A link you create is listed here, with each visit.
      </p>
    );

  return (
    <>
      <ul aria-label="Provider links" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {shares.map((s) => (
          <li key={s.id} className="space-y-2 p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words text-ink">
                  {s.name}
                  <span className={`${badge} ${STATUS[s.status].tone}`}>{STATUS[s.status].label}</span>
                  {s.hasPin && <span className={`${badge} bg-slate-100 text-slate-700 ring-slate-200`}>PIN</span>}
                  {s.locked && s.status === "active" && (
                    <span className={`${badge} bg-red-50 text-red-800 ring-red-200`}>Locked</span>
                  )}
                </p>
                {s.email && <p className="text-xs break-all text-muted">{s.email}</p>}
                <p className="text-xs text-muted">{s.areas.join(" · ")}</p>
                <p className="text-xs text-muted">
                  Created {s.created} · {s.status === "expired" ? "Ended" : "Ends"} {s.expires} · Last viewed{" "}
                  {s.lastViewed}
                </p>
              </div>
              {s.status === "active" && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  aria-label={`Revoke the link for ${s.name}`}
                  onClick={() => setRevoking(s)}
                >
                  Revoke
                </Button>
              )}
            </div>
            <details className="text-sm">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
                Access log ({s.log.length})
              </summary>
              {s.log.length === 0 ? (
                <p className="text-muted">Nobody has opened this link yet.</p>
              ) : (
                <ul aria-label={`Access log of the link for ${s.name}`} className="space-y-1">
                  {s.log.map((e) => (
                    <li key={e.key} className="flex flex-wrap justify-between gap-x-3 text-ink">
                      <span>{e.action}</span>
                      <span className="text-muted">
                        {e.at} · {e.from}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this link?"
        request={{ path: `/api/shares/${revoking?.id}`, method: "DELETE" }}
        success="Link revoked."
        failure={{ fallback: "Could not revoke the link", prefix: "Error" }}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
      >
        <p>
          The link for <strong className="font-semibold text-ink">{revoking?.name}</strong> stops working at once:
          opening it shows “Page not found”. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
