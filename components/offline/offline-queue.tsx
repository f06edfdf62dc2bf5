"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

// the shell is on every page: the queue's runtime is a chunk of its own, loaded after the page
const OfflineRuntime = lazy(() => import("./runtime").then((m) => ({ default: m.OfflineRuntime })));

const noSubscription = () => () => {};

/**
 * The offline write queue of the signed-in screens (see OfflineRuntime), started once the page
 * is in the browser; where the shell renders it, the writes the server refused are announced.
 */
export function OfflineQueue({ userId }: { userId: string }) {
  // false in the server's render and the hydration, true after: the runtime is the browser's alone
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <OfflineRuntime userId={userId} />
    </Suspense>
  ) : null;
}
