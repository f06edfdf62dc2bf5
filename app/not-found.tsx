import type { Metadata } from "next";
import { BrandPage } from "@/components/shell/brand-page";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/** Any address that is not a page of vitalog (and a page's notFound()). */
export default function NotFound() {
  return (
    <BrandPage>
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Page not found</h1>
        <p className="mt-3 text-base text-muted">
          There is no page at this address. It may have moved, or the link may be mistyped. Your data is safe.
        </p>
        <div className="mt-6 flex justify-center">
          <ButtonLink href="/">Go to the dashboard</ButtonLink>
        </div>
      </div>
    </BrandPage>
  );
}
