"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { reloadQueue, setQueueUser } from "@/lib/offline/live";
import { setSignOutGuard } from "@/lib/offline/sign-out-guard";
import { forgetUser, startSync } from "@/lib/offline/sync-client";
import { entries } from "./entries";
import { RefusedNotice } from "./refused-notice";
import { SignOutWarning } from "./sign-out-warning";
import { useQueuedWrites } from "./use-queued-writes";

/**
 * The offline write queue in the window: names the signed-in user for the queue, replays its
 * writes (on load, on `online`, after the service worker's Background Sync), shows the ones the
 * server refused ("N entries couldn't be synced"), and warns before a sign-out would discard
 * writes still on this device.
 */
export function OfflineRuntime({ userId }: { userId: string }) {
  const router = useRouter();
  const toast = useToast();
  const writes = useQueuedWrites();
  const refused = writes.filter((w) => w.state === "refused").length;
  const [signingOut, setSigningOut] = useState<(() => void) | null>(null);
  const count = useRef(0);
  count.current = writes.length;

  useEffect(() => {
    setQueueUser(userId);
    void reloadQueue().catch(() => {});
    const stop = startSync(userId, {
      onSynced: (n) => {
        if (n > 0) toast.show(`Synced ${entries(n)}`, "success");
        router.refresh();
      },
      onRefused: (n) => toast.show(`${entries(n)} couldn't be synced`, "error"),
      onSignedOut: () => toast.show("Sign in again to sync the entries saved on this device.", "error"),
    });
    setSignOutGuard((proceed) => {
      if (count.current > 0) setSigningOut(() => proceed);
      else signOut(proceed);
    });
    return () => {
      stop();
      setSignOutGuard(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toast and router are stable; one run per user
  }, [userId]);

  // a write that leaves the queue was sent (by this tab, another or the service worker) or
  // discarded: the page is rendered again so its lists show the server's rows in its place
  const shown = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const now = new Set(writes.map((w) => w.id));
    const gone = [...shown.current].some((id) => !now.has(id));
    shown.current = now;
    if (gone) router.refresh();
  }, [writes, router]);

  /** Deletes the user's writes on this device, tells the service worker, then signs out. */
  function signOut(proceed: () => void) {
    void forgetUser(userId)
      .catch(() => {})
      .finally(proceed);
  }

  return (
    <>
      {refused > 0 && <RefusedNotice count={refused} />}
      {signingOut && (
        <SignOutWarning
          count={writes.length}
          onStay={() => setSigningOut(null)}
          onSignOut={() => {
            setSigningOut(null);
            signOut(signingOut);
          }}
        />
      )}
    </>
  );
}
