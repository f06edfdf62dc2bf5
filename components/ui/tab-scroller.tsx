"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "./cx";

/**
 * A row of tabs that scrolls sideways on a narrow screen instead of wrapping; the current
 * tab (aria-current or aria-selected) is scrolled into sight when the row appears.
 */
export function TabScroller({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // horizontal only: the page itself does not move
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <ul ref={ref} className={cx("flex snap-x overflow-x-auto [scrollbar-width:none]", className)}>
      {children}
    </ul>
  );
}
