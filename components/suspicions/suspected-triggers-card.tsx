import { PlanGate } from "@/components/billing/upgrade-prompt";
import { TitledCard } from "@/components/ui/card";
import { getDb } from "@/db/client";
import type { Gate } from "@/lib/billing/gate";
import { PRESPECIFIED_AFTER_DAYS } from "@/lib/health/factors/analysis";
import { KIND_NAMES } from "@/lib/health/factors/suspicions/choices";
import { listSuspicionChoices, listSuspicions } from "@/lib/health/factors/suspicions/service";
import { formatShortDate } from "@/lib/time/format";
import { AddSuspicionForm } from "./add-suspicion-form";
import { RemoveSuspicion } from "./remove-suspicion";

/**
 * Health Reports → Possible factors: the triggers the user suspects, which the factor report
 * tests first, with the control that adds one. The list stays readable and removable on every
 * plan; adding is gated like migraine logging.
 */
export async function SuspectedTriggersCard({
  userId,
  timeZone,
  gate,
}: {
  userId: string;
  timeZone: string;
  gate: Gate;
}) {
  const db = await getDb();
  const [suspicions, choices] = await Promise.all([
    listSuspicions(db, { userId, timeZone }),
    listSuspicionChoices(db, { userId }),
  ]);
  const held = new Set(suspicions.map((s) => s.factor_key));
  return (
    <TitledCard id="suspected-triggers" title="Triggers you suspect">
      <div className="space-y-2 text-sm text-muted">
        <p>
          Name the triggers you already suspect, and the Possible Factors report tests them first. Each is compared only
          with your other suspicions rather than with every factor, a stricter rule for each one that is also fairer to
          it: a real association is easier to see, and chance findings stay rare.
        </p>
        <p>
          One you add now counts as exploratory for its first {PRESPECIFIED_AFTER_DAYS} days, so that it is tested on
          records that came after you named it. What the report finds is an association in your own records, not a
          cause.
        </p>
      </div>
      {suspicions.length === 0 ? (
        <p className="mt-3 text-sm text-muted">You have not named any suspected triggers yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Triggers you suspect">
          {suspicions.map((s) => (
            <li key={s.suspicion_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-ink">{s.label}</p>
                <p className="text-muted">
                  {KIND_NAMES[s.kind]} · added <time dateTime={s.since}>{formatShortDate(s.since)}</time>
                </p>
              </div>
              <RemoveSuspicion suspicionId={s.suspicion_id} label={s.label} exploratoryDays={PRESPECIFIED_AFTER_DAYS} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <PlanGate gate={gate}>
          <AddSuspicionForm choices={choices.filter((c) => !held.has(c.factor_key))} />
        </PlanGate>
      </div>
    </TitledCard>
  );
}
