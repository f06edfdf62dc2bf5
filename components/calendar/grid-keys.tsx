"use client";

import type { KeyboardEvent, ReactNode } from "react";

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Arrow keys move focus between the day links of the month grid (one day left/right, one
 * week up/down); Tab and Enter work as on any link.
 */
export function GridKeys({ children }: { children: ReactNode }) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = MOVES[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-day]");
    if (step === undefined || !current) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-day]")];
    const next = links[links.indexOf(current) + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }
  return <div onKeyDown={onKeyDown}>{children}</div>;
}
