import { ButtonLink } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { SOURCES } from "@/lib/data-transfer/other-apps/types";

/** The apps an import knows by name, from the importers' own list. */
const APPS = Object.entries(SOURCES)
  .filter(([id]) => id !== "csv")
  .map(([, name]) => name)
  .join(", ");

/** The way to /import from the pages that deal with one's data (Settings, the calendar's Export tab). */
export function ImportLinkCard({ id }: { id: string }) {
  return (
    <TitledCard id={id} title="Import from other apps">
      <p className="mb-3 text-sm text-muted">
        Bring your history from {APPS} or any CSV. Records already here are skipped.
      </p>
      <ButtonLink href="/import" variant="secondary">
        Import data
      </ButtonLink>
    </TitledCard>
  );
}
