import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requireSessionUser } from "@/lib/identity/sign-in/session";

/**
 * The signed-in area, in the app's frame (sidebar, tab bar, footer). Each page renders the
 * shared header (PageHeader) itself, with its own title, and calls requireSessionUser() again:
 * a layout does not re-render on every navigation, so the check here alone would not protect
 * the pages.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requireSessionUser();
  return <AppShell userId={user.id}>{children}</AppShell>;
}
