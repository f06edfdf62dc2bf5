import type { Metadata } from "next";
import { BrandPage } from "@/components/shell/brand-page";
import { buttonClass, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Offline" };

/**
 * What the service worker shows (precached, sw/caching.ts) for a page this device has not
 * opened while online. The browser's address stays the page asked for, so "Try again" reloads it.
 */
export default function OfflinePage() {
  return (
    <BrandPage>
      <Card aria-labelledby="offline-title">
        <h1 id="offline-title" className="text-xl font-semibold text-ink">
          You are offline
        </h1>
        <p className="mt-2 text-ink">
          This page has not been opened on this device while online, so there is nothing of it to show offline.
        </p>
        <p className="mt-2 text-sm text-muted">
          The pages you have opened here while online can still be read, with the data they showed then.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {/* an empty href is the address in the bar: the page asked for, not /offline */}
          <a href="" className={buttonClass("primary")}>
            Try again
          </a>
          <ButtonLink href="/" variant="secondary">
            Dashboard
          </ButtonLink>
        </div>
      </Card>
    </BrandPage>
  );
}
