"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { SignOutForm } from "@/components/offline/sign-out-form";
import { cx } from "@/components/ui/cx";
import { VIEWS } from "@/lib/navigation";
import { isCurrentView } from "./current-view";
import { LogoMark } from "./logo-mark";
import { NavIcon } from "./nav-icons";

const itemClass = "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium";

/** The desktop navigation (from the lg breakpoint): every view, the current one marked, and Logout. */
export function Sidebar() {
  const pathname = usePathname();
  return (
    <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
      <div className="sticky top-0 flex h-dvh flex-col">
        <Link href="/" className="mx-3 mt-4 mb-3 flex min-h-11 items-center gap-2 rounded-lg px-2">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-brand-700">vitalog</span>
        </Link>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
          <ul className="space-y-0.5">
            {VIEWS.map((view) => {
              const current = isCurrentView(view.href, pathname);
              return (
                <li key={view.id}>
                  <Link
                    href={view.href}
                    aria-current={current ? "page" : undefined}
                    className={cx(
                      itemClass,
                      current ? "bg-brand-50 text-brand-700" : "text-muted hover:bg-slate-100 hover:text-ink",
                    )}
                  >
                    <NavIcon id={view.id} className="size-5" />
                    {view.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SignOutForm className="border-t border-slate-200 p-3">
          <button type="submit" className={cx(itemClass, "text-muted hover:bg-slate-100 hover:text-ink")}>
            Logout
          </button>
        </SignOutForm>
      </div>
    </aside>
  );
}
