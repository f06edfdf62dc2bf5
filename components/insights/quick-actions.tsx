import { ButtonLink } from "@/components/ui/button";
import { viewById } from "@/lib/navigation";
import { TitledCard } from "@/components/ui/card";

export type QuickAction = { view: string; label: string };

const LOG_ACTIONS: readonly QuickAction[] = [
  { view: "food", label: "Log food" },
  { view: "exercise", label: "Log exercise" },
  { view: "journal", label: "Write in journal" },
];

/**
 * Links to other views (by default food, exercise and journal). Only views that exist are
 * linked, so a quick action never leads to a 404; without any, there is no card.
 */
export function QuickActions({
  id = "insights-actions",
  title = "Quick actions",
  actions = LOG_ACTIONS,
  stacked = false,
}: {
  id?: string;
  title?: string;
  actions?: readonly QuickAction[];
  /** One under the other at every width (else side by side from the small breakpoint). */
  stacked?: boolean;
}) {
  const links = actions.flatMap((a) => {
    const view = viewById(a.view);
    return view ? [{ ...a, href: view.href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <TitledCard id={id} title={title}>
      <div className={stacked ? "flex flex-col gap-2" : "flex flex-col gap-2 sm:flex-row"}>
        {links.map((a) => (
          <ButtonLink key={a.view} href={a.href} variant="secondary">
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </TitledCard>
  );
}
