import Link from "next/link";
import type { ReactNode } from "react";
import { LegalFooter } from "./legal-footer";
import { LogoMark } from "./logo-mark";

const WIDTHS = { narrow: "max-w-md", wide: "max-w-3xl", page: "max-w-5xl" } as const;

/**
 * A page outside the signed-in views (not found, an error, the legal pages, the developer
 * page signed out): the brand linking home, optional links at the header's end, the content,
 * and the legal footer. Works signed in and signed out.
 */
export function BrandPage({
  children,
  width = "narrow",
  actions,
}: {
  children: ReactNode;
  /** narrow: a message; wide: prose; page: as wide as a signed-in view's content. */
  width?: keyof typeof WIDTHS;
  actions?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-brand-700">vitalog</span>
        </Link>
        {actions}
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 ${WIDTHS[width]}`}>{children}</main>
      <LegalFooter />
    </div>
  );
}
