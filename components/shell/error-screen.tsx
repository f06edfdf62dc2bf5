"use client";
/* eslint-disable @next/next/no-html-link-for-pages -- a full load on purpose: see below */

/**
 * What an error page shows: the brand, that the page failed, that nothing saved is lost, and
 * a way on. Plain elements only: every route loads its error boundary with its first
 * JavaScript, so this stays free of the router's links and the design system's bundle; "Go to
 * the dashboard" is a full load, which also leaves a broken client state behind.
 */
export function ErrorScreen({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-base font-medium";
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 pt-4 sm:px-6">
        <a href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand-500" />
          <span className="text-lg font-bold tracking-tight text-brand-700">vitalog</span>
        </a>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Something went wrong</h1>
        <p className="mt-3 text-base text-muted">
          This page could not be shown. What you have already saved is kept. Please try again in a moment.
        </p>
        {digest && <p className="mt-2 text-sm text-muted">Error reference: {digest}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <button type="button" onClick={onRetry} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
            Try again
          </button>
          <a href="/" className={`${button} border border-slate-300 bg-white text-ink hover:bg-slate-50`}>
            Go to the dashboard
          </a>
        </div>
      </main>
    </div>
  );
}
