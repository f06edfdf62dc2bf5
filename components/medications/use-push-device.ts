"use client";

import { useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useApiAction } from "@/components/ui/use-api-action";
import { api, ApiClientError } from "@/lib/api-client/client";

/**
 * Whether this browser gets push reminders, and what would stop it:
 * unavailable: the server has no VAPID keys; unsupported: the browser has no Web Push;
 * no-worker: the app's service worker is not running here (development, or refused);
 * denied: the user blocked notifications for the site.
 */
export type PushDeviceState = "checking" | "unavailable" | "unsupported" | "no-worker" | "denied" | "on" | "off";

const WORKER_WAIT_MS = 10_000;

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export function usePushDevice(publicKey: string | null) {
  const [state, setState] = useState<PushDeviceState>(publicKey ? "checking" : "unavailable");
  const toast = useToast();
  const save = useApiAction({
    request: (body: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
      path: "/api/push-subscriptions",
      method: "POST",
      body,
    }),
    success: "This device now gets push reminders.",
    failure: { fallback: "Could not turn on push on this device", prefix: "Error" },
    refresh: false,
  });
  const remove = useApiAction({
    send: async (endpoint: string) => {
      try {
        await api({ path: "/api/push-subscriptions", method: "DELETE", body: { endpoint } });
      } catch (err) {
        // the server already forgot it (the push service said it was gone): off all the same
        if (!(err instanceof ApiClientError && err.status === 404)) throw err;
      }
      return true;
    },
    success: "This device no longer gets push reminders.",
    failure: { fallback: "Could not turn off push on this device", prefix: "Error" },
    refresh: false,
  });

  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    const set = (s: PushDeviceState) => live && setState(s);
    (async () => {
      if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window))
        return set("unsupported");
      if (Notification.permission === "denied") return set("denied");
      const reg = await registration();
      if (!reg) return set("no-worker");
      set((await reg.pushManager.getSubscription()) ? "on" : "off");
    })().catch(() => set("unsupported"));
    return () => {
      live = false;
    };
  }, [publicKey]);

  /** Asks for permission, subscribes this browser and stores it; true when it now gets push. */
  async function enable(): Promise<boolean> {
    // "checking" goes on: the user ticked before the service worker answered, and ready waits for it
    if (!publicKey || state === "on" || state === "unavailable" || state === "unsupported") return state === "on";
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "denied" : "off");
      return false;
    }
    const reg = await registration();
    if (!reg) {
      setState("no-worker");
      return false;
    }
    try {
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = sub.toJSON();
      const body = { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
      if (await save.run(body)) {
        setState("on");
        return true;
      }
      await sub.unsubscribe();
    } catch {
      // the browser's push service refused or could not be reached: nothing was stored
      toast.show("This browser could not subscribe to push notifications; reminders come by email.", "error");
    }
    setState("off");
    return false;
  }

  /** Ends this browser's subscription, here and on the server. */
  async function disable(): Promise<void> {
    if (state !== "on") return;
    const reg = await registration();
    const sub = await reg?.pushManager.getSubscription();
    if (!sub) return setState((s) => (s === "on" ? "off" : s));
    if (await remove.run(sub.endpoint)) {
      await sub.unsubscribe();
      setState("off");
    }
  }

  return { state, enable, disable, pending: save.pending || remove.pending };
}
