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
