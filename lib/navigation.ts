/**
 * The signed-in views, in menu order. A view is listed here when it exists; each domain
 * issue adds its own line, and the menu and quick actions follow this list.
 */
export type View = { id: string; href: string; label: string; title: string };

export const VIEWS: View[] = [
  { id: "dashboard", href: "/", label: "Dashboard", title: "Dashboard" },
  { id: "insights", href: "/insights", label: "Smart Insights", title: "Smart Insights" },
  { id: "food", href: "/food", label: "Food", title: "Food Tracking" },
  { id: "exercise", href: "/exercise", label: "Exercise", title: "Exercise Tracking" },
  { id: "health", href: "/health", label: "Health & Migraine", title: "Health monitoring" },
  { id: "medications", href: "/medications", label: "Medications", title: "Medications" },
  { id: "journal", href: "/journal", label: "Journal", title: "Journal" },
  { id: "calendar", href: "/calendar", label: "Calendar", title: "Calendar" },
  { id: "family", href: "/family", label: "Family", title: "Family" },
  { id: "subscription", href: "/subscription", label: "Subscription", title: "Subscription" },
  { id: "settings", href: "/settings", label: "Settings", title: "Settings" },
];

export function viewById(id: string): View | undefined {
  return VIEWS.find((v) => v.id === id);
}

/** A page's search params, as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search param (`?tab=a&tab=b` reads "a"). */
export function searchValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A tab of a page whose tabs are URLs (`?tab=key`). */
export type PageTab<K extends string = string> = { key: K; label: string };

/** The tab that `?tab=` names, else the page's first tab. */
export function pickTab<K extends string>(tabs: readonly PageTab<K>[], value: string | string[] | undefined): K {
  const wanted = searchValue(value);
  return (tabs.find((t) => t.key === wanted) ?? tabs[0]!).key;
}

export const APP_VERSION = "2.0.0";
export const TAGLINE = "Your Health in Your Hands";
