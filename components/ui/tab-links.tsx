import Link from "next/link";
import type { PageTab } from "@/lib/navigation";
import { cx } from "./cx";
import { TabScroller } from "./tab-scroller";

export type TabLink = { href: string; label: string; active: boolean };

/** Tabs that are real URLs (server-rendered): a nav of links in one row (scrolling sideways on a phone), the current one marked. */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <TabScroller className="gap-x-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.href} className="shrink-0 snap-start">
            <Link
              href={tab.href}
              aria-current={tab.active ? "page" : undefined}
              className={cx(
                "inline-block min-h-11 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-offset-[-2px]",
                tab.active ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </TabScroller>
    </nav>
  );
}

/** A page's tab row: each tab links to `href(key)` (default `?tab=key` on `path`), the current one marked. */
export function PageTabs<K extends string>({
  tabs,
  current,
  label,
  path,
  href = (key) => `${path}?tab=${key}`,
}: {
  tabs: readonly PageTab<K>[];
  current: K;
  label: string;
  path: string;
  href?: (key: K) => string;
}) {
  return (
    <TabLinks
      label={label}
      tabs={tabs.map((t) => ({ href: href(t.key), label: t.label, active: t.key === current }))}
    />
  );
}
