import Link from "next/link";
import { cx } from "@/components/ui/cx";

/** A choice of periods as links (the choice lives in the URL, rendered on the server), in one row that scrolls on a phone. */
export function PeriodLinks({
  label,
  options,
}: {
  label: string;
  options: { href: string; label: string; active: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 [scrollbar-width:none]">
      {options.map((o) => (
        <Link
          key={o.href}
          href={o.href}
          scroll={false}
          aria-current={o.active ? "page" : undefined}
          className={cx(
            "flex min-h-11 flex-1 shrink-0 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap",
            "focus-visible:outline-offset-[-2px]",
            o.active ? "bg-white text-brand-700 shadow-sm" : "text-muted hover:text-ink",
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
