import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { TAGLINE } from "@/lib/navigation";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `vitalog — ${TAGLINE}`, template: "%s · vitalog" },
  description:
    "vitalog is an AI-powered health companion: food, exercise, migraines, vitals, medications " +
    "and a journal in one place.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#098163" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
