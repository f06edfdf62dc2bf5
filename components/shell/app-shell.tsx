import type { ReactNode } from "react";
import { OfflineQueue } from "@/components/offline/offline-queue";
import { LegalFooter } from "./legal-footer";
import { Sidebar } from "./sidebar";
import { TabBar } from "./tab-bar";

/**
 * The frame of the signed-in screens: the sidebar from the lg breakpoint, the tab bar below
 * it, the page, and the legal footer. It checks nothing: whoever renders it has resolved the
 * user (the (app) layout requires one; /developers shows it only to a signed-in reader) and
 * names them, for the writes saved on this device while offline (components/offline).
 */
export function AppShell({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <div className="lg:flex">
      <Sidebar />
      {/* the bottom padding keeps the end of a page clear of the phone's tab bar */}
      <div className="min-w-0 flex-1 pb-[calc(5rem+env(safe-area-inset-bottom))] lg:pb-0">
        <OfflineQueue userId={userId} />
        {/* at least a screen tall: the footer starts below the fold, so the page streaming in
            after its loading skeleton does not push it down in view (a layout shift) */}
        <main className="mx-auto min-h-dvh w-full max-w-5xl px-4 pb-8 sm:px-6 lg:px-8">{children}</main>
        <LegalFooter />
      </div>
      <TabBar />
    </div>
  );
}
