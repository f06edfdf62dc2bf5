import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";

/** A card named by its title, so screen readers list it as a region of that name. */
export function TitledCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle>
        <span id={id}>{title}</span>
      </CardTitle>
      {children}
    </Card>
  );
}
