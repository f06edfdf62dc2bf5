"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { reloadQueue, setQueueUser } from "@/lib/offline/live";
import { useQueuedWrites } from "./use-queued-writes";

export const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/** Signs out after a warning when writes wait on this device (see SignOutForm). */
type SignOut = (signOut: () => void) => void;
const SignOutContext = createContext<SignOut | null>(null);

export function useGuardedSignOut(): SignOut {
  return useContext(SignOutContext) ?? ((signOut) => signOut());
}

/**
 * The offline write queue of the signed-in screens: names the user for the queue, replays
 * its writes (on load, on `online`, after the service worker's Background Sync), shows the
 * writes the server refused (RefusedBanner), and warns before a sign-out would discard waiting ones.
 */
export function OfflineQueue({ userId, children }: { userId: string; children: ReactNode }) {
  const router = useRouter();
  const toast = useToast();
  const writes = useQueuedWrites();
  const [signingOut, setSigningOut] = useState<(() => void) | null>(null);

  useEffect(() => {
    setQueueUser(userId);
    let stop: (() => void) | null = null;
    let ended = false;
    void reloadQueue().catch(() => {});
    import("@/lib/offline/sync-client")
      .then(({ startSync }) => {
        if (ended) return;
        stop = startSync(userId, {
          onSynced: (n) => {
            toast.show(`Synced ${entries(n)}`, "success");
            router.refresh();
          },
          onRefused: (n) => toast.show(`${entries(n)} couldn't be synced`, "error"),
          onSignedOut: () => toast.show("Sign in again to sync the entries saved on this device.", "error"),
        });
      })
      .catch(() => {});
    return () => {
      ended = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toast and router are stable; one run per user
  }, [userId]);

  async function signOut(proceed: () => void) {
    const { forgetUser } = await import("@/lib/offline/sync-client");
    await forgetUser(userId);
    proceed();
  }

  const guard: SignOut = (proceed) => {
    if (writes.length > 0) setSigningOut(() => proceed);
    else void signOut(proceed).catch(proceed);
  };

  return (
    <SignOutContext.Provider value={guard}>
      {children}
      <Dialog
        open={signingOut !== null}
        onClose={() => setSigningOut(null)}
        title="Sign out with unsynced entries?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setSigningOut(null)}>
              Stay
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const proceed = signingOut;
                setSigningOut(null);
                if (proceed) void signOut(proceed).catch(proceed);
              }}
            >
              Sign out anyway
            </Button>
          </>
        }
      >
        <p>
          {entries(writes.length)} {writes.length === 1 ? "is" : "are"} waiting to sync. If you sign out now{" "}
          {writes.length === 1 ? "it" : "they"} will be discarded.
        </p>
      </Dialog>
    </SignOutContext.Provider>
  );
}
