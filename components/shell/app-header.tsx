import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { formatInstantDateTime } from "@/lib/time/format";
import { Menu } from "./menu";
import { OfflineBanner } from "./service-worker";

/**
 * The shared header of the signed-in screens: a link back to the dashboard, the logo, the
 * title and the menu. Each page renders it at its top with its own title, so the title lives
 * beside the page's data. From the lg breakpoint the sidebar carries the logo.
 *
 * It carries the offline banner with the time of this render in the user's time zone: the
 * header is rendered with its page on every navigation (a layout or template is not), so a
 * copy of the view kept for reading offline says when its data is from.
 */
export async function PageHeader({
  title,
  subtitle,
  showBack = true,
}: {
  title: string;
  subtitle?: string;
  /** False on the dashboard itself, where a link back to it would lead nowhere. */
  showBack?: boolean;
}) {
  const user = await getSessionUser();
  const renderedAt = formatInstantDateTime(new Date(), user?.time_zone ?? "UTC");
  return (
    <header className="mb-5 pt-3">
      <OfflineBanner renderedAt={renderedAt} />
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1">
          {showBack && (
            <Link
              href="/"
              className={cx(
                "-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2",
                "text-sm font-medium text-brand-700 hover:bg-brand-50",
              )}
            >
              <span aria-hidden="true">←</span>
              <span>
                Back<span className="sr-only"> to dashboard</span>
              </span>
            </Link>
          )}
          <span className="inline-flex items-center gap-1.5 px-1 text-base font-bold tracking-tight text-brand-700 lg:hidden">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-brand-500" />
            vitalog
          </span>
        </div>
        <Menu />
      </div>
      <div className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted sm:text-base">{subtitle}</p>}
      </div>
    </header>
  );
}
