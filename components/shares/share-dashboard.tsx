import { buttonClass } from "@/components/ui/button";
import type { ShareDashboard } from "@/lib/shares/dashboard";
import { formatInstantDateTime } from "@/lib/time/format";
import { ExerciseSection, FoodSection, JournalSection } from "./diary-sections";
import { MedicationsSection } from "./medications-section";
import { MigraineSection } from "./migraine-section";
import { VitalsSection } from "./vitals-section";

/**
 * A provider link's read-only dashboard: whose records these are and until when the link
 * works, the downloads, then each shared area; an area not shared is simply absent.
 */
export function ShareDashboardView({
  data,
  token,
  expiresAt,
  locale,
}: {
  data: ShareDashboard;
  token: string;
  expiresAt: Date;
  locale: string;
}) {
  const { patient } = data;
  const base = `/share/${token}`;
  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink">Health records of {patient.name}</h1>
        <p className="text-sm text-muted">
          Shared with you read-only by {patient.name}. This link works until{" "}
          {formatInstantDateTime(expiresAt, patient.timeZone)} ({patient.timeZone}); each visit is shown to{" "}
          {patient.name}. Self-reported data, not a diagnosis.
        </p>
        <nav aria-label="Downloads" className="flex flex-wrap gap-2 pt-1">
          <a href={`${base}/report`} download className={buttonClass("primary", "md")}>
            Download the medical report (PDF)
          </a>
          <a href={`${base}/fhir`} download className={buttonClass("secondary", "md")}>
            Download FHIR bundle (JSON)
          </a>
        </nav>
      </header>
      {data.migraines && <MigraineSection data={data.migraines} locale={locale} />}
      {data.vitals && <VitalsSection data={data.vitals} locale={locale} />}
      {data.medications && <MedicationsSection data={data.medications} />}
      {data.journal && <JournalSection data={data.journal} locale={locale} />}
      {data.exercise && <ExerciseSection data={data.exercise} />}
      {data.food && <FoodSection data={data.food} />}
    </div>
  );
}
