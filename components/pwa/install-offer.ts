/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium only), kept from
 * the moment this module loads (with the dashboard's scripts): the event can fire before the
 * hint has hydrated. A visit that starts on another view gets its offer there, and the hint
 * waits for a later visit that starts on the dashboard (every page loading this would weigh
 * on every page's first load).
 */
export type InstallOffer = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallOffer | null) => {
  offer = next;
  listeners.forEach((l) => l());
};

if (typeof window !== "undefined") {
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // the hint offers it, not the browser's own bar
    changed(event as InstallOffer);
  });
  addEventListener("appinstalled", () => changed(null));
}

export const installOffer = {
  get: () => offer,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** An offer is good for one prompt. */
  used: () => changed(null),
};
