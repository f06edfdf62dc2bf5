"use client";

import dynamic from "next/dynamic";

/**
 * The Barcode tab's panel, with its camera scanners, in a chunk of its own: the food page's
 * other tabs do not load it, which keeps the page's first load within its budget.
 */
export const LazyBarcodePanel = dynamic(() => import("./barcode-panel").then((m) => m.BarcodePanel), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading the barcode scanner...
    </p>
  ),
});
