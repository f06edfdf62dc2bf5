"use client";

import { useEffect } from "react";

/**
 * The views' offline banner (rendered by PageHeader), imported from here: it is then part of
 * the chunk every page already loads for this component, rather than a chunk of its own.
 */
export { OfflineBanner } from "@/components/pwa/offline-banner";

export const SW_URL = "/serwist/sw.js";

/**
 * Registers the service worker (production builds only: in development it would cache
 * pages that hot reloading changes under it), once the page has loaded, so that its precache
 * downloads do not compete with the first page's own scripts and hydration.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      void navigator.serviceWorker.register(SW_URL, { scope: "/", type: "module" }).catch(() => {
        // a browser that refuses (private mode, policy) keeps working online
      });
    };
    if (document.readyState === "complete") {
      register();
      return;
    }
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
