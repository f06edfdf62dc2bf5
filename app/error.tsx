"use client";

import { BrandPage } from "@/components/shell/brand-page";
import { ErrorNotice } from "@/components/shell/error-notice";

/** A page that failed to render: the brand, what happened, and a way on. The server has logged the error. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <BrandPage>
      <ErrorNotice digest={error.digest} onRetry={reset} />
    </BrandPage>
  );
}
