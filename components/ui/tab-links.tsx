import Link from "next/link";
import type { PageTab } from "@/lib/navigation";
import { cx } from "./cx";

export type TabLink = { href: string; label: string; active: boolean };

/** Tabs that are real URLs (server-rendered): a nav of links, the current one marked. */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.active ? "page" : undefined}
              className={cx(
                "inline-block min-h-11 border-b-2 px-3 py-2.5 text-sm font-medium",
                tab.active ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
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
