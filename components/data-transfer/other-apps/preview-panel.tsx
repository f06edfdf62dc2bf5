"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import type { Plan } from "@/lib/billing/entitlements";
import type { Preview } from "@/lib/data-transfer/other-apps/collect";
import type { ImportJob } from "@/lib/data-transfer/other-apps/controller";
import { planRefusal } from "@/lib/data-transfer/other-apps/plan";
import { OPT_IN_KINDS, type RecordKind } from "@/lib/data-transfer/other-apps/types";
import { formatCount, plural } from "./format";
import { KindPreviewRow } from "./kind-preview";

/** The kinds ticked at first: all with records, but those the user must choose and those the plan refuses. */
function initialKinds(preview: Preview, plan: Plan, resume: ImportJob | null): Set<RecordKind> {
  if (resume) return new Set(Object.keys(resume.kinds) as RecordKind[]);
  return new Set(
    preview.kinds
      .filter((k) => k.records > 0 && !OPT_IN_KINDS.includes(k.kind) && planRefusal(k.kind, plan) === null)
      .map((k) => k.kind),
  );
}

/**
 * The preview's records: each kind of record with its box to tick,
 * what is left out, and the button that starts sending. `waiting` names a choice still to be
 * made above (mood scores, the CSV's columns): nothing can be imported before it.
 */
export function PreviewPanel({
  preview,
  plan,
  imperial,
  resume,
  waiting,
  onStart,
  onCancel,
}: {
  preview: Preview;
  plan: Plan;
  imperial: boolean;
  resume: ImportJob | null;
  waiting: string | null;
  onStart: (kinds: RecordKind[]) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [kinds, setKinds] = useState(() => initialKinds(preview, plan, resume));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = preview.kinds.filter((k) => kinds.has(k.kind) && k.records > 0);
  const records = chosen.reduce((n, k) => n + k.records, 0);
  const readable = preview.kinds.some((k) => k.records > 0);

  async function start() {
    setPending(true);
    setError(await onStart(chosen.map((k) => k.kind)));
    setPending(false);
  }

  function toggle(kind: RecordKind, on: boolean) {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
  }

  return (
    <>
      <TitledCard id="import-records" title={resume ? "Resume this import" : "What will be imported"}>
        {resume && (
          <Alert tone="info" className="mb-3">
            These files were being imported when the import stopped. {plural(resume.chunks_done, "batch", "batches")} of
            records reached the server; the import goes on from there, with the kinds it started with.
          </Alert>
        )}
        {waiting && !readable ? (
          <p className="text-sm font-medium text-amber-800">{waiting} The records show here once it is read.</p>
        ) : preview.kinds.length === 0 ? (
          <p className="text-sm text-muted">No records vitalog can import were found in these files.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {preview.kinds.map((k) => (
              <KindPreviewRow
                key={k.kind}
                kind={k}
                checked={kinds.has(k.kind) && k.records > 0}
                onChange={(on) => toggle(k.kind, on)}
                refusal={planRefusal(k.kind, plan)}
                optIn={OPT_IN_KINDS.includes(k.kind)}
                locked={resume !== null}
                imperial={imperial}
              />
            ))}
          </ul>
        )}
        {preview.skipped.length > 0 && !(waiting && !readable) && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <h3 className="mb-1 text-sm font-semibold text-ink">Not imported</h3>
            <ul className="space-y-0.5 text-sm text-amber-800">
              {preview.skipped.map((s) => (
                <li key={s.reason}>
                  {formatCount(s.count)} × {s.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
        {waiting && readable && (
          <p className="mt-3 text-sm font-medium text-amber-800" id="import-waiting">
            {waiting}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            onClick={() => void start()}
            disabled={pending || waiting !== null || records === 0}
            aria-describedby={waiting ? "import-waiting" : undefined}
          >
            {pending
              ? "Starting..."
              : resume
                ? "Resume import"
                : waiting && !readable
                  ? "Import"
                  : `Import ${plural(records, "record")}`}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Pick other files
          </Button>
        </div>
        <p className="mt-2 text-sm text-muted">
          Records already in vitalog are skipped, so importing the same file twice adds nothing.
        </p>
      </TitledCard>
    </>
  );
}
