"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SignOutForm } from "@/components/offline/sign-out-form";
import { cx } from "@/components/ui/cx";
import { VIEWS } from "@/lib/navigation";
import { isCurrentView } from "./current-view";

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

const itemClass =
  "flex min-h-11 w-full items-center rounded-lg px-3 text-left text-base text-ink hover:bg-brand-50 focus:bg-brand-50";

/**
 * The "Menu" button of the shared header: a WAI-ARIA menu button listing every view plus
 * Logout. Opening moves focus to the first item; arrows, Home and End move between items;
 * Escape, Tab, a click outside or choosing an item closes it.
 */
export function Menu() {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<"first" | "last">("first");
  const pathname = usePathname();
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const all = menuItems(listRef.current);
    (start === "first" ? all[0] : all[all.length - 1])?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, start]);

  function openAt(where: "first" | "last") {
    setStart(where);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = menuItems(listRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowDown") next = index >= last ? 0 : index + 1;
    else if (event.key === "ArrowUp") next = index <= 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === "Tab") {
      setOpen(false); // let focus move on to the next control of the page
      return;
    }
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  }

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4",
          "text-base font-medium text-ink hover:bg-slate-50",
        )}
      >
        Menu
        <span aria-hidden="true" className={cx("text-xs transition-transform", open && "rotate-180")}>
          ▾
        </span>
      </button>
      <ul
        ref={listRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={cx(
          "absolute right-0 top-full z-40 mt-2 w-60 max-w-[calc(100vw-2rem)] space-y-0.5",
          "rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg",
        )}
      >
        {/* the items exist only while the menu is open: every page's server render would
            otherwise draw a dozen hidden links (the sidebar and the tab bar already list the views) */}
        {open && (
          <>
            {VIEWS.map((view) => {
              const current = isCurrentView(view.href, pathname);
              return (
                <li key={view.id} role="none">
                  <Link
                    href={view.href}
                    role="menuitem"
                    tabIndex={-1}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setOpen(false)}
                    className={cx(itemClass, current && "font-semibold text-brand-700")}
                  >
                    {view.label}
                  </Link>
                </li>
              );
            })}
            <li role="none" className="border-t border-slate-200 pt-0.5">
              <SignOutForm>
                <button type="submit" role="menuitem" tabIndex={-1} className={itemClass}>
                  Logout
                </button>
              </SignOutForm>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
