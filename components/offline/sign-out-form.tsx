"use client";

import { startTransition, type ReactNode } from "react";
import { logoutAction } from "@/lib/auth/actions";
import { useGuardedSignOut } from "./offline-queue";

/**
 * The Logout form of the sidebar, the tab bar's "More" and the header's menu: with entries
 * waiting on this device it asks first; either way the user's queued writes are deleted
 * before the session ends. The form posts on its own without JavaScript.
 */
export function SignOutForm({ className, children }: { className?: string; children: ReactNode }) {
  const guard = useGuardedSignOut();
  return (
    <form
      action={logoutAction}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        guard(() => startTransition(() => logoutAction()));
      }}
    >
      {children}
    </form>
  );
}
