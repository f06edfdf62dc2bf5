"use client";

import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { CACHE_PAGE, OFFLINE_COPY_META } from "@/lib/pwa/messages";

/**
 * Whether the view shown is a copy the service worker kept: it marks the document it answers
 * from its cache. The mark belongs to the document's first view; a view navigated to later
 * came from the network.
 */
let keptCopy: boolean | undefined;
let views = 0;
const listeners = new Set<() => void>();
const isKeptCopy = () => (keptCopy ??= document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`) !== null);
function setKeptCopy(value: boolean) {
  keptCopy = value;
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  addEventListener("online", onChange);
  addEventListener("offline", onChange);
  return () => {
    listeners.delete(onChange);
    removeEventListener("online", onChange);
    removeEventListener("offline", onChange);
  };
}

const isOffline = () => !navigator.onLine || isKeptCopy();

/**
 * "Offline: showing data from <time>" above the view while the device is offline or the view
 * is a kept copy; `renderedAt` is when the server rendered this view, in the user's time zone.
 * Mounted once per view (by its PageHeader): each mount also asks the worker to keep a copy
 * of the view, as a client-side navigation brings its data as RSC, which is not stored.
 * When the connection comes back while a kept copy is shown, the view's data is fetched again
 * (a refresh keeps what the user typed).
 */
export function OfflineBanner({ renderedAt }: { renderedAt: string }) {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const router = useRouter();

  useEffect(() => {
    if (views++ > 0) setKeptCopy(false);
    if (!isKeptCopy() && navigator.onLine) {
      navigator.serviceWorker?.controller?.postMessage({ type: CACHE_PAGE, url: location.href });
    }
  }, []);

  useEffect(() => {
    // on the event only: a server that is down while the device is online must not reload in a loop
    const back = () => {
      if (!keptCopy) return;
      setKeptCopy(false);
      router.refresh();
    };
    addEventListener("online", back);
    return () => removeEventListener("online", back);
  }, [router]);

  return (
    // always in the page, so screen readers announce what appears in it
    <div role="status" aria-live="polite">
      {offline && (
        <p className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Offline: showing data from {renderedAt}
        </p>
      )}
    </div>
  );
}
