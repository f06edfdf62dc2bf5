import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ServiceWorker } from "@/components/shell/service-worker";
import { ToastProvider } from "@/components/ui/toast";
import { isTheme } from "@/lib/identity/schema";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { TAGLINE } from "@/lib/navigation";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `vitalog — ${TAGLINE}`, template: "%s · vitalog" },
  description:
    "vitalog is an AI-powered health companion: food, exercise, migraines, vitals, medications " +
    "and a journal in one place.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#098163" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1117" },
  ],
};

/**
 * The theme is rendered on <html> from the signed-in user's setting (the session lookup is
 * cached for the request, so the page reuses it); signed out, the device decides.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  const theme = user && isTheme(user.theme) ? user.theme : "system";
  return (
    <html lang="en" data-theme={theme}>
      <body className="min-h-dvh font-sans antialiased">
        <ToastProvider>{children}</ToastProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
