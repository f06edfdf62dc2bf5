import Link from "next/link";
import { ImportApp } from "@/components/data-transfer/other-apps/import-app";
import { PageHeader } from "@/components/shell/app-header";
import { TitledCard } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { effectivePlan } from "@/lib/billing/entitlements";
import type { ImportJob } from "@/lib/data-transfer/other-apps/controller";
import { listImports, listMappings } from "@/lib/data-transfer/import-jobs/service";
import { localDateIn } from "@/lib/time/zones";

export const metadata = { title: "Import" };

const link = "font-medium text-brand-700 underline underline-offset-2";

/**
 * Import from other apps: the files are read in the browser (components/data-transfer/other-apps); the page
 * gives it the user's zone, today and plan, and the last imports the server keeps.
 */
export default async function ImportPage() {
  const user = await requireSessionUser();
  const db = await getDb();
  const [recent, mappings] = await Promise.all([listImports(db, user.id), listMappings(db, user.id)]);
  return (
    <>
      <PageHeader title="Import" subtitle="Bring your history from other apps" />
      <ImportApp
        settings={{
          timeZone: user.time_zone,
          today: localDateIn(user.time_zone),
          plan: effectivePlan(user),
          imperial: user.use_imperial,
        }}
        recent={recent as ImportJob[]}
        mappings={mappings}
      >
        <TitledCard id="import-sources" title="What can be imported">
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            <li>Apple Health: export.zip or export.xml</li>
            <li>MyFitnessPal: the Nutrition, Exercise and Measurement summaries</li>
            <li>Cronometer: servings, daily summary and biometrics</li>
            <li>Fitbit: the JSON files of the account archive</li>
            <li>Google Fit: daily activity metrics</li>
            <li>Daylio: the CSV backup</li>
            <li>WHOOP and Hevy CSV exports</li>
            <li>Any other CSV, by choosing which columns hold the date and the values</li>
          </ul>
          <p className="mt-3 text-sm text-muted">
            Times are read in your time zone ({user.time_zone}) unless the file says otherwise. A vitalog export goes
            back in from{" "}
            <Link href="/calendar?tab=export" className={link}>
              Calendar → Export Data
            </Link>
            .
          </p>
        </TitledCard>
      </ImportApp>
    </>
  );
}
