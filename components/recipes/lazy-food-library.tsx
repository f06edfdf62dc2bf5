"use client";

import dynamic from "next/dynamic";

/**
 * My Foods and Recipes in one chunk of their own: the food page's other tabs load neither
 * form, which keeps the page's first load within its budget.
 */
export const LazyFoodLibrary = dynamic(() => import("./food-library").then((m) => m.FoodLibrary), {
  loading: () => (
    <p className="text-sm text-muted" role="status">
      Loading...
    </p>
  ),
});
