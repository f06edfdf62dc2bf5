"use client";

import { Button, ButtonLink } from "@/components/ui/button";

/** What an error page says: the page failed, nothing saved is lost, try again or go home. */
export function ErrorNotice({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Something went wrong</h1>
      <p className="mt-3 text-base text-muted">
        This page could not be shown. What you have already saved is kept. Please try again in a moment.
      </p>
      {digest && <p className="mt-2 text-sm text-muted">Error reference: {digest}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink href="/" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
