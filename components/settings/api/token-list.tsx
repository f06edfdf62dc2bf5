"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";
import type { TokenScope } from "@/lib/identity/api-access/schema";

export type TokenRow = {
  id: string;
  name: string;
  scope: TokenScope;
  /** Already in the user's time zone; "Never" where there is none. */
  created: string;
  lastUsed: string;
  expires: string;
  expired: boolean;
  /** Made before tokens had to end within a year: it still works, with no end. */
  endless: boolean;
};

const SCOPE_BADGES: Record<TokenScope, string> = { read: "Read only", read_write: "Read and write" };

/** The user's tokens, newest first; each can be revoked after a confirmation, and stops working at once. */
export function TokenList({ tokens }: { tokens: TokenRow[] }) {
  const [revoking, setRevoking] = useState<TokenRow | null>(null);

  if (tokens.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
        No tokens yet. A token you create is listed here, with when it was last used.
      </p>
    );

  return (
    <>
      <ul aria-label="Personal access tokens" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {tokens.map((t) => (
          <li key={t.id} className="flex items-start justify-between gap-3 p-3">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words text-ink">
                {t.name}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                  {SCOPE_BADGES[t.scope]}
                </span>
                {t.expired && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                    Expired
                  </span>
                )}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted sm:flex sm:flex-wrap sm:gap-x-1">
                <Fact label="Created" value={t.created} />
                <Fact label="Last used" value={t.lastUsed} />
                <Fact label={t.expired ? "Expired" : "Expires"} value={t.expires} last />
              </dl>
              {t.endless && (
                <p className="text-xs text-amber-900">
                  This token never expires. New tokens end within a year: create one to replace it, then revoke this
                  one.
                </p>
              )}
            </div>
            <Button
              size="sm"
              variant="secondary"
              className="shrink-0"
              aria-label={`Revoke ${t.name}`}
              onClick={() => setRevoking(t)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this token?"
        request={{ path: `/api/tokens/${revoking?.id}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Could not revoke the token", prefix: "Error" }}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
      >
        <p>
          <strong className="font-semibold text-ink">{revoking?.name}</strong> stops working at once: scripts and apps
          that use it get 401 errors. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** One "Label value" pair: a grid row on a phone, a run of text with dots between on a wider screen. */
function Fact({ label, value, last = false }: { label: string; value: string; last?: boolean }) {
  return (
    <div className="contents sm:flex sm:gap-1">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-ink">
        {value}
        {!last && (
          <span className="hidden sm:inline" aria-hidden="true">
            {" "}
            ·
          </span>
        )}
      </dd>
    </div>
  );
}
