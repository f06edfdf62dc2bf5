"use client";

import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { installOffer } from "./install-offer";

/** Set when the user closes the hint or declines the browser's dialog: the hint is not shown again. */
export const INSTALL_DISMISSED_KEY = "vitalog:install-dismissed";

const dismissed = () => localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
const getOffer = () => (dismissed() ? null : installOffer.get());

/**
 * The dashboard's "Install vitalog" card, shown only while the browser offers to install the
 * app (never in a browser that does not, nor once installed or dismissed).
 */
export function InstallHint() {
  const offer = useSyncExternalStore(installOffer.subscribe, getOffer, () => null);
  if (!offer) return null;

  function dismiss() {
    localStorage.setItem(INSTALL_DISMISSED_KEY, "1");
    installOffer.used();
  }

  async function install(event: NonNullable<typeof offer>) {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === "dismissed") dismiss();
    else installOffer.used();
  }

  return (
    <Card aria-labelledby="install-hint">
      <CardTitle
        action={
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Not now
          </Button>
        }
      >
        <span id="install-hint">Use vitalog as an app</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">
        Open it from your home screen or dock, and read the pages you have opened here even without a connection.
      </p>
      <Button onClick={() => void install(offer)}>Install vitalog</Button>
    </Card>
  );
}
