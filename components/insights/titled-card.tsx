import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";

/** A card named by its title for screen readers (region "title"). */
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
