import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { PlanDefinition } from "@/lib/billing/plans";

/** One plan: name, price, billing text, features and its button (given as children). */
export function PlanCard({
  plan,
  price,
  current,
  note,
  children,
}: {
  plan: PlanDefinition;
  price: string;
  current: boolean;
  /** A line about the user's own state on this plan (a trial and its end date). */
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "flex flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-5",
        current ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            Current plan
          </span>
        )}
      </div>
      <p className="mt-2">
        <span className="text-3xl font-bold text-ink">${price}</span>{" "}
        <span className="text-sm text-muted">{plan.billing}</span>
      </p>
      {note && <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{note}</p>}
      <ul className="mt-3 flex-1 space-y-1.5 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">
              {f.startsWith("No ") ? "–" : "✓"}
            </span>
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">{children}</div>
    </section>
  );
}
