"use client";

import { useEffect } from "react";
import { SIGNED_OUT } from "@/lib/pwa/messages";

/**
 * On the login form the device is signed out, however it got there (Logout, an expired
 * session, another tab): the service worker forgets the pages it kept for reading offline.
 */
export function ForgetKeptPages() {
  useEffect(() => {
    navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT });
  }, []);
  return null;
}
