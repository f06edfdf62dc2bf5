import Link from "next/link";
import type { ReactNode } from "react";
import { LegalFooter } from "./legal-footer";
import { LogoMark } from "./logo-mark";

/**
 * A page outside the signed-in views (not found, an error, the legal pages): the brand
 * linking home, the content, and the legal footer. Works signed in and signed out.
 */
export function BrandPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 pt-4 sm:px-6">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-brand-700">vitalog</span>
        </Link>
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 ${wide ? "max-w-3xl" : "max-w-md"}`}>{children}</main>
      <LegalFooter />
    </div>
  );
}
