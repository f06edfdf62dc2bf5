"use client";

import { useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "manual";

/**
 * Copying a secret shown once: `copy` puts it on the clipboard; where the browser allows no
 * clipboard (a page not served over HTTPS), the element holding it (`target`) is selected for
 * the user to copy instead. `reset` when the dialog closes.
 */
export function useCopySecret<E extends HTMLElement = HTMLElement>() {
  const [state, setState] = useState<CopyState>("idle");
  const target = useRef<E>(null);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      if (target.current) window.getSelection()?.selectAllChildren(target.current);
      setState("manual");
    }
  }
  return { state, target, copy, reset: () => setState("idle") };
}
