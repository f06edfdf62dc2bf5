"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { SignOutForm } from "@/components/offline/sign-out-form";
import { cx } from "@/components/ui/cx";
import { Dialog } from "@/components/ui/dialog";
import { VIEWS, viewById } from "@/lib/navigation";
import { isCurrentView } from "./current-view";
import { NavIcon } from "./nav-icons";

/** The views a phone reaches in one tap; "More" lists them all. */
const TAB_IDS = ["dashboard", "food", "health", "journal"] as const;
const TAB_LABELS: Record<(typeof TAB_IDS)[number], string> = {
  dashboard: "Dashboard",
  food: "Food",
  health: "Health",
  journal: "Journal",
};

const tabClass =
  "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium";

/**
 * The phone navigation (below the lg breakpoint): fixed at the bottom, above the home
 * indicator (safe-area padding), each tab a 44 px target, the current view marked.
 */
export function TabBar() {
  const pathname = usePathname();
  const [moreOpen, setMoreOpen] = useState(false);
  const tabs = TAB_IDS.flatMap((id) => {
    const view = viewById(id);
    return view ? [{ ...view, label: TAB_LABELS[id] }] : [];
  });
  const inTabs = tabs.some((t) => isCurrentView(t.href, pathname));
  const elsewhere = !inTabs && VIEWS.some((v) => isCurrentView(v.href, pathname));

  return (
    <>
      <nav
        aria-label="Main"
        className={cx(
          "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden",
          "pb-[env(safe-area-inset-bottom)]",
        )}
      >
        <ul className="mx-auto flex max-w-lg gap-1 px-2 py-1">
          {tabs.map((tab) => {
            const current = isCurrentView(tab.href, pathname);
            return (
              <li key={tab.id} className="flex flex-1">
                <Link
                  href={tab.href}
                  aria-current={current ? "page" : undefined}
                  className={cx(tabClass, current ? "text-brand-700" : "text-muted hover:text-ink")}
                >
                  <NavIcon id={tab.id} />
                  {tab.label}
                </Link>
              </li>
            );
          })}
          <li className="flex flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              onClick={() => setMoreOpen(true)}
              className={cx(tabClass, elsewhere ? "text-brand-700" : "text-muted hover:text-ink")}
            >
              <NavIcon id="more" />
              More
            </button>
          </li>
        </ul>
      </nav>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title="All views">
        <nav aria-label="All views">
          <ul className="grid grid-cols-2 gap-1">
            {VIEWS.map((view) => {
              const current = isCurrentView(view.href, pathname);
              return (
                <li key={view.id}>
                  <Link
                    href={view.href}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setMoreOpen(false)}
                    className={cx(
                      "flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium",
                      current ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-100",
                    )}
                  >
                    <NavIcon id={view.id} className="size-5 shrink-0" />
                    {view.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SignOutForm className="mt-3 border-t border-slate-200 pt-3">
          <button
            type="submit"
            className="flex min-h-11 w-full items-center rounded-lg px-2 text-sm font-medium text-ink hover:bg-slate-100"
          >
            Logout
          </button>
        </SignOutForm>
      </Dialog>
    </>
  );
}
