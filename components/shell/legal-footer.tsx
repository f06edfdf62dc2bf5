import Link from "next/link";

export const LEGAL_PAGES = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/hipaa", label: "HIPAA Compliance" },
] as const;

/** The legal links and the copyright line, at the foot of every screen. */
export function LegalFooter({ className }: { className?: string }) {
  return (
    <footer className={className ?? "px-4 pb-6 pt-2 text-center text-sm text-muted"}>
      <nav aria-label="Legal">
        <ul className="flex flex-wrap justify-center gap-x-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className="inline-flex min-h-11 items-center rounded px-2 underline-offset-2 hover:text-ink hover:underline"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-1">© {new Date().getFullYear()} vitalog</p>
    </footer>
  );
}
