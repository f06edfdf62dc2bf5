/**
 * How Scalar shows the reference on /developers: in the app's colours and font, in the app's
 * light or dark theme (its own toggle hidden), and with nothing that calls out of our origin:
 * no web fonts, telemetry, AI agent or MCP links, no "Open API client" app, and requests from
 * its "Test request" panel go straight to this server, never through Scalar's proxy.
 */

/** What the bundle puts on `window.Scalar` (the part of it used here). */
export type ScalarGlobal = {
  createApiReference: (mount: HTMLElement, options: Record<string, unknown>) => { destroy: () => void };
};

/**
 * Scalar's colour variables set from the app's tokens, which globals.css turns over in the
 * dark theme, so one mapping serves both. Scalar's base styles paint <body> in its own
 * background while it is mounted; the page keeps the app's canvas instead.
 */
const CUSTOM_CSS = `
body {
  background-color: transparent;
}
.light-mode .scalar-app, .dark-mode .scalar-app, .scalar-app {
  --scalar-font: var(--font-sans);
  --scalar-color-accent: var(--color-brand-700);
  --scalar-background-accent: var(--color-brand-50);
  --scalar-color-1: var(--color-ink);
  --scalar-color-2: var(--color-muted);
  --scalar-background-1: var(--color-white);
  --scalar-background-2: var(--color-canvas);
  --scalar-border-color: var(--color-slate-200);
  --scalar-radius: 0.5rem;
  --scalar-radius-lg: 1rem;
}
`;

export function scalarOptions({
  documentUrl,
  origin,
  dark,
}: {
  documentUrl: string;
  origin: string;
  dark: boolean;
}): Record<string, unknown> {
  return {
    url: documentUrl,
    servers: [{ url: origin, description: "This vitalog server" }],
    layout: "modern",
    theme: "default",
    forceDarkModeState: dark ? "dark" : "light",
    hideDarkModeToggle: true,
    withDefaultFonts: false,
    customCss: CUSTOM_CSS,
    telemetry: false,
    showDeveloperTools: "never",
    hideClientButton: true,
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: "json",
    persistAuth: false,
    authentication: { preferredSecurityScheme: "bearerAuth" },
  };
}
