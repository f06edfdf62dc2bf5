import type { ReactNode } from "react";
import { LegalFooter } from "@/components/shell/legal-footer";
import { Card } from "@/components/ui/card";
import { TAGLINE } from "@/lib/navigation";

/** The signed-out screens: the brand, one centred card, and the legal footer. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 flex-col items-center px-4 py-8 sm:py-12">
        <div className="w-full max-w-md">
          <header className="mb-6 flex flex-col items-center text-center">
            <LogoMark />
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">vitalog</h1>
            <p className="mt-1 text-base text-muted">{TAGLINE}</p>
          </header>
          <Card>{children}</Card>
        </div>
      </main>
      <LegalFooter />
    </div>
  );
}

function LogoMark() {
  return (
    <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
      <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M3 12h4l2-5 4 10 2-5h6" />
      </svg>
    </span>
  );
}
