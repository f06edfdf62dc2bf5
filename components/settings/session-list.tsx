"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";

export type SessionRow = {
  id: string;
  kind: "browser" | "app";
  device: string;
  ip: string | null;
  /** When it began and when it was last used, already in the user's time zone. */
  created: string;
  lastActive: string;
  current: boolean;
};

type Ending = { kind: "one"; session: SessionRow } | { kind: "others" };

/**
 * The sessions and app tokens of the account, this device first: each other one can be
 * signed out, or all of them at once, with the personal access tokens (`personalTokens` of
 * them) unless the user unticks the box. Ending one stops its cookie or token at once.
 */
export function SessionList({ sessions, personalTokens }: { sessions: SessionRow[]; personalTokens: number }) {
  const [ending, setEnding] = useState<Ending | null>(null);
  const [revokeTokens, setRevokeTokens] = useState(true);
  const ordered = [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  const others = sessions.filter((s) => !s.current).length;

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Browsers and apps signed in to your account. If you don&apos;t recognise one, sign it out and change your
        password.
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Sessions">
        {ordered.map((s) => (
          <li key={s.id} className="flex items-start justify-between gap-3 p-3 sm:items-center">
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words text-ink">
                {s.device}
                {s.current && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                {s.kind === "browser" ? "Browser" : "App token"} ·{" "}
                <span className="whitespace-nowrap">{s.ip ? `IP ${s.ip}` : "IP address unknown"}</span>
              </p>
              <p className="text-xs text-muted">
                <span className="block sm:inline">
                  Signed in <span className="whitespace-nowrap">{s.created}</span>
                </span>
                <span className="hidden sm:inline"> · </span>
                <span className="block sm:inline">
                  Last active <span className="whitespace-nowrap">{s.current ? "now" : s.lastActive}</span>
                </span>
              </p>
            </div>
            {!s.current && (
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0"
                aria-label={`Sign out ${s.device}, last active ${s.lastActive}`}
                onClick={() => setEnding({ kind: "one", session: s })}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(others > 0 || personalTokens > 0) && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => {
            setRevokeTokens(true);
            setEnding({ kind: "others" });
          }}
        >
          Sign out all other sessions
        </Button>
      )}
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={ending?.kind === "one" ? "Sign out this session?" : "Sign out all other sessions?"}
        request={
          ending?.kind === "one"
            ? { path: `/api/sessions/${ending.session.id}`, method: "DELETE" }
            : {
                path: revokeTokens ? "/api/sessions" : "/api/sessions?revoke_personal_tokens=false",
                method: "DELETE",
              }
        }
        success={detailOf}
        failure={{ fallback: "Failed to sign out the session", prefix: "Error" }}
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
      >
        {ending?.kind === "one" ? (
          <p>
            {ending.session.device} ({ending.session.kind === "browser" ? "browser" : "app token"}, last active{" "}
            {ending.session.lastActive}) will be signed out at once and will need your password to sign in again.
          </p>
        ) : (
          <>
            <p>
              Every other browser and app signed in to your account ({others}) will be signed out at once. This device
              stays signed in.
            </p>
            {personalTokens > 0 && (
              <Checkbox
                name="revoke_personal_tokens"
                label="Also revoke my personal access tokens"
                hint={`${personalTokens === 1 ? "1 token" : `${personalTokens} tokens`} made in Settings → API. Scripts and apps that use them stop working.`}
                checked={revokeTokens}
                onChange={setRevokeTokens}
              />
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
