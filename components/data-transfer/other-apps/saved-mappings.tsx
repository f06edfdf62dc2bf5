"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api-client/client";
import type { ApiResult } from "@/lib/api-client/contract";
import type { CsvMapping } from "@/lib/data-transfer/other-apps/types";

export type SavedMapping = ApiResult<"/api/import-mappings">["mappings"][number];

/** Mappings saved from earlier files: one to read this file with, or to delete. */
export function SavedMappings({
  mappings,
  onUse,
}: {
  mappings: readonly SavedMapping[];
  onUse: (mapping: CsvMapping) => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  if (mappings.length === 0) return null;

  async function remove(m: SavedMapping) {
    setBusy(m.mapping_id);
    try {
      await api({ path: `/api/import-mappings/${m.mapping_id}`, method: "DELETE" });
      toast.show(`Mapping "${m.name}" deleted`, "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "The mapping could not be deleted. Please try again."), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mb-5 border-b border-slate-200 pb-4">
      <h3 className="mb-2 text-sm font-semibold text-ink">Saved mappings</h3>
      <ul className="space-y-2">
        {mappings.map((m) => (
          <li key={m.mapping_id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-ink">
              {m.name}
              <span className="text-muted">
                {" "}
                · date “{m.mapping.columns.date}”, value “{m.mapping.columns.value}”
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onUse(m.mapping)}
                aria-label={`Use mapping ${m.name}`}
              >
                Use
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy === m.mapping_id}
                onClick={() => void remove(m)}
                aria-label={`Delete mapping ${m.name}`}
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
