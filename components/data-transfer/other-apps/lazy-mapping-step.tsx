"use client";

import dynamic from "next/dynamic";

/**
 * The column-mapping step in a chunk of its own: only a CSV of an unknown app needs it, so
 * the page's first load leaves it (and the column guesser) out.
 */
export const LazyMappingStep = dynamic(() => import("./mapping-step").then((m) => m.MappingStep), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading...
    </p>
  ),
});
