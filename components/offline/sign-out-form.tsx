"use client";

import { startTransition, type ReactNode } from "react";
import { logoutAction } from "@/app/(app)/actions";
import { guardedSignOut } from "@/lib/offline/sign-out-guard";

/**
 * The Logout form of the sidebar, the tab bar's "More" and the header's menu: with entries
 * waiting on this device it asks first; either way the user's queued writes are deleted
 * before the session ends (lib/offline/sign-out-guard). Without JavaScript the form posts.
 */
export function SignOutForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <form
      action={logoutAction}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        guardedSignOut(() => startTransition(() => logoutAction()));
      }}
    >
      {children}
    </form>
  );
}
