import { ButtonLink } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";

/** The way to /import from the pages that deal with one's data (Settings, the calendar's Export tab). */
export function ImportLinkCard({ id }: { id: string }) {
  return (
    <TitledCard id={id} title="Import from other apps">
      <p className="mb-3 text-sm text-muted">
        Bring your history from Apple Health, MyFitnessPal, Cronometer, Fitbit, Google Fit, Daylio or any CSV. Records
        already here are skipped.
      </p>
      <ButtonLink href="/import" variant="secondary">
        Import data
      </ButtonLink>
    </TitledCard>
  );
}
