import type { ReactNode } from "react";

/** Line icons of the views, 24 px, drawn in the text colour; decorative (the label names the view). */
const PATHS: Record<string, ReactNode> = {
  dashboard: <path d="M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" />,
  insights: (
    <path d="M12 3v2m6.4.6-1.4 1.4M21 12h-2M5 12H3m3-6.4L7.4 7M9 18h6m-5 3h4M12 8a4 4 0 0 0-2.4 7.2V16h4.8v-.8A4 4 0 0 0 12 8" />
  ),
  food: <path d="M7 3v8m-2.5-8v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2 1.5-3 4-3 7v3h3" />,
  exercise: <path d="M3 10v4m3-7v10m12-10v10m3-7v4M6 12h12" />,
  health: <path d="M3 12h4l2-5 4 10 2-5h6" />,
  medications: <path d="m10.5 20.5-7-7a4.95 4.95 0 0 1 7-7l7 7a4.95 4.95 0 0 1-7 7M7 10l7 7" />,
  journal: <path d="M6 3h11a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m2 5h6m-6 4h6" />,
  calendar: <path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1m-1 5h16M8 3v4m8-4v4" />,
  family: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6m-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15a6 6 0 0 0-3-5.2" />,
  subscription: <path d="M4 7h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1m-1 4h18M7 15h3" />,
  settings: (
    <path d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6m7.4 4.5.1-1.5-.1-1.5 2-1.6-2-3.4-2.4 1a7 7 0 0 0-2.6-1.5L14 3h-4l-.4 2.5A7 7 0 0 0 7 7L4.6 6l-2 3.4 2 1.6-.1 1.5.1 1.5-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2.6 1.5L10 21h4l.4-2.5A7 7 0 0 0 17 17l2.4 1 2-3.4z" />
  ),
  more: <path d="M4 6h16M4 12h16M4 18h16" />,
};

export function NavIcon({ id, className = "size-6" }: { id: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[id] ?? PATHS.dashboard}
    </svg>
  );
}
