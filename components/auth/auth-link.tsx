import Link from "next/link";
import type { ReactNode } from "react";

const linkClass =
  "inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline";

/** A centred text link under a sign-in form ("Forgot your password?", "Back to login"). */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-center">
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}
