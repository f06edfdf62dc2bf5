import type { ReactNode } from "react";
import { LegalFooter } from "@/components/shell/legal-footer";
import { Sidebar } from "@/components/shell/sidebar";
import { TabBar } from "@/components/shell/tab-bar";
import { requireSessionUser } from "@/lib/auth/session";

/**
 * The signed-in area: the sidebar from the lg breakpoint, the tab bar below it, and the page.
 * Each page renders the shared header (PageHeader) itself, with its own title, and calls
 * requireSessionUser() again: a layout does not re-render on every navigation, so the check
 * here alone would not protect the pages.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await requireSessionUser();
  return (
    <div className="lg:flex">
      <Sidebar />
      {/* the bottom padding keeps the end of a page clear of the phone's tab bar */}
      <div className="min-w-0 flex-1 pb-[calc(5rem+env(safe-area-inset-bottom))] lg:pb-0">
        {/* at least a screen tall: the footer starts below the fold, so the page streaming in
            after its loading skeleton does not push it down in view (a layout shift) */}
        <main className="mx-auto min-h-dvh w-full max-w-5xl px-4 pb-8 sm:px-6 lg:px-8">{children}</main>
        <LegalFooter />
      </div>
      <TabBar />
    </div>
  );
}
