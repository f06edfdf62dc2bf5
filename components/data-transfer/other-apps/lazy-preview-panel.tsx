"use client";

import dynamic from "next/dynamic";

/**
 * The preview of what the files hold, in a chunk of its own: it shows only once files are
 * read, so the page's first load (choosing files) leaves it out.
 */
export const LazyPreviewPanel = dynamic(() => import("./preview-panel").then((m) => m.PreviewPanel), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading...
    </p>
  ),
});
