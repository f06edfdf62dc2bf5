"use client";

import dynamic from "next/dynamic";

/** The Recipes tab in a chunk of its own: the food page's other tabs do not load the builder. */
export const LazyRecipesPanel = dynamic(() => import("./recipes-panel").then((m) => m.RecipesPanel), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading your recipes...
    </p>
  ),
});
