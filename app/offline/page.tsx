import type { Metadata } from "next";

export const metadata: Metadata = { title: "Offline" };

/** What the service worker shows for a page this device has not opened while online. */
export default function OfflinePage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">You are offline</h1>
      <p className="mt-2">This page has not been opened on this device while online, so there is nothing to show offline.</p>
    </main>
  );
}
