import type { ReactNode } from "react";

export type Figure = { label: string; value: ReactNode; wide?: boolean };

/** A found product or a photo's estimate: its name, a line about it, its figures, and what to do with it. */
export function ResultCard({
  id,
  title,
  about,
  figures,
  children,
}: {
  id: string;
  title: string;
  about?: ReactNode;
  figures: Figure[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <div>
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {about && <p className="text-sm text-muted">{about}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {figures.map((f) => (
          <div key={f.label} className={f.wide ? "col-span-2" : undefined}>
            <dt className="text-muted">{f.label}</dt>
            <dd className="font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
