"use client";

import { useId, useState, type DragEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { filesOfDrop } from "./dropped-files";

/**
 * Where files are dropped or picked: a real file input (reached with Tab, opened with Enter or
 * Space, named for screen readers) styled as a button, inside an area that takes a drop of
 * files or folders. Any file is taken: one vitalog does not know is named in the preview.
 */
export function DropZone({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const hint = useId();

  async function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    onFiles(await filesOfDrop(event.dataTransfer));
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => void drop(e)}
      className={cx(
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center sm:py-10",
        over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <p className="text-base font-medium text-ink">Drop your export here</p>
      <p id={hint} className="max-w-prose text-sm text-muted">
        An app&apos;s zip (Apple Health&apos;s export.zip, MyFitnessPal&apos;s File-Export zip) or the files inside it:
        CSV, XML or JSON. Several at once is fine. The files are read in this browser; only the records are sent.
      </p>
      <label className="relative">
        <input
          type="file"
          multiple
          disabled={disabled}
          aria-describedby={hint}
          className="peer sr-only"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // the same files picked again must fire again (to resume after a reload)
            e.target.value = "";
            onFiles(files);
          }}
        />
        <span
          className={buttonClass(
            "primary",
            "md",
            cx(
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2",
              "peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
            ),
          )}
        >
          Choose files
        </span>
      </label>
    </div>
  );
}
