"use client";

import { ErrorScreen } from "@/components/shell/error-screen";

/** A page that failed to render: the brand, what happened, and a way on. The server has logged the error. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen digest={error.digest} onRetry={reset} />;
}
