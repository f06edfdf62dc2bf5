import { ButtonLink } from "@/components/ui/button";
import { viewById } from "@/lib/navigation";
import { TitledCard } from "./titled-card";

const ACTIONS = [
  { view: "food", label: "Log food" },
  { view: "exercise", label: "Log exercise" },
  { view: "journal", label: "Write in journal" },
] as const;

/** Links to food, exercise and journal (only views that exist). */
export function QuickActions({ title = "Quick actions" }: { title?: string }) {
  const actions = ACTIONS.flatMap((a) => {
    const view = viewById(a.view);
    return view ? [{ ...a, href: view.href }] : [];
  });
  return (
    <TitledCard id="insights-actions" title={title}>
      <div className="flex flex-col gap-2 sm:flex-row">
        {actions.map((a) => (
          <ButtonLink key={a.view} href={a.href} variant="secondary">
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </TitledCard>
  );
}
