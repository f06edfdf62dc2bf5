"use client";

import { useState } from "react";

/**
 * True from the first render where `open` is true, and from then on: a lazily loaded dialog is
 * mounted when first opened and stays mounted, so closing it goes through the native
 * dialog's close(), which gives focus back to the button that opened it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // a state update during render, React's pattern for state derived from props
  if (open && !opened) setOpened(true);
  return opened || open;
}
