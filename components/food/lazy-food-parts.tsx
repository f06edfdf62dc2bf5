"use client";

import dynamic from "next/dynamic";

/**
 * Parts of the food page that its first view does not show, each in a chunk of its own: the
 * AI Scan, Recent and Meals tabs' panels (loaded with their tab), the diary's meal dialogs (loaded
 * when first opened), the serving picker of a picked food and the one-step log of a picked
 * recipe or meal. The page's first load
 * stays within its budget without them.
 */
const loading = () => (
  <p className="text-sm text-muted" role="status">
    Loading...
  </p>
);

export const LazyPhotoPanel = dynamic(() => import("./photo-panel").then((m) => m.PhotoPanel), { loading });
export const LazyRecentEntries = dynamic(() => import("./recent-entries").then((m) => m.RecentEntries), { loading });
export const LazySavedMealsPanel = dynamic(() => import("./saved-meals-panel").then((m) => m.SavedMealsPanel), {
  loading,
});
// a dialog opens on a tap, never in the server's HTML; ssr: false also gives it a Suspense boundary of its own,
// so loading it does not suspend (and hide, taking the focus from the button tapped) the page around it
export const LazySaveMealDialog = dynamic(() => import("./meal-dialogs").then((m) => m.SaveMealDialog), {
  ssr: false,
});
export const LazyCopyMealDialog = dynamic(() => import("./meal-dialogs").then((m) => m.CopyMealDialog), {
  ssr: false,
});
export const LazyServingPicker = dynamic(() => import("./serving-picker").then((m) => m.ServingPicker), { loading });
export const LazyLinkedLog = dynamic(() => import("./linked-log").then((m) => m.LinkedLog), { loading });
