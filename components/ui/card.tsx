import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      className={cx("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}
      {...props}
    />
  );
}

export function CardTitle({
  children,
  action,
  as: Tag = "h2",
}: {
  children: ReactNode;
  action?: ReactNode;
  as?: "h2" | "h3";
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <Tag className="text-lg font-semibold text-ink">{children}</Tag>
      {action}
    </div>
  );
}

/** A card named by its title, so screen readers list it as a region of that name. */
export function TitledCard({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <CardTitle>
        <span id={id}>{title}</span>
      </CardTitle>
      {children}
    </Card>
  );
}
