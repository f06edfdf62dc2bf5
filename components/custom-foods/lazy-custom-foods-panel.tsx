"use client";

import dynamic from "next/dynamic";

/** The My Foods tab in a chunk of its own: the food page's other tabs do not load its form. */
export const LazyCustomFoodsPanel = dynamic(() => import("./custom-foods-panel").then((m) => m.CustomFoodsPanel), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading your foods...
    </p>
  ),
});
