import type { ReactNode } from "react";
import { requireSessionUser } from "@/lib/auth/session";

/**
 * The signed-in area. Each page renders the shared header (PageHeader) itself, with its own
 * title, and calls requireSessionUser() again: a layout does not re-render on every
 * navigation, so the check here alone would not protect the pages.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await requireSessionUser();
  return <main className="mx-auto w-full max-w-3xl px-4 pb-24 sm:px-6">{children}</main>;
}
