"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

type CopyState = "idle" | "copied" | "manual";

/**
 * Copies a code example. Where the browser allows no clipboard (a page not served over HTTPS),
 * the example is selected instead for the reader's own copy command.
 */
export function CopyButton({ text, targetId, label }: { text: string; targetId: string; label: string }) {
  const [state, setState] = useState<CopyState>("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      const node = document.getElementById(targetId);
      if (node) window.getSelection()?.selectAllChildren(node);
      setState("manual");
    }
  }

  return (
    <span className="flex items-center gap-2">
      <span aria-live="polite" className="text-xs text-muted">
        {state === "copied" ? "Copied" : state === "manual" ? "Selected: copy it with your device" : ""}
      </span>
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => void copy()}>
        Copy
      </Button>
    </span>
  );
}
