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
  { id: "subscription", href: "/subscription", label: "Subscription", title: "Subscription" },
  { id: "settings", href: "/settings", label: "Settings", title: "Settings" },
];

export function viewById(id: string): View | undefined {
  return VIEWS.find((v) => v.id === id);
}

export const APP_VERSION = "2.0.0";
export const TAGLINE = "Your Health in Your Hands";
