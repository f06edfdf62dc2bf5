"use client";

import { ErrorScreen } from "@/components/shell/error-screen";
import "./globals.css";

/**
 * The root layout itself failed: this replaces it, so it renders its own <html> (with the
 * device's theme) and a full reload is the retry.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" data-theme="system">
      <body className="min-h-dvh font-sans antialiased">
        <title>Something went wrong · vitalog</title>
        <ErrorScreen digest={error.digest} onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
