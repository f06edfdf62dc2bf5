import type { MigraineCare } from "@/lib/migraine-insights/service";
import { formatShortDate } from "@/lib/time/format";

type Result = MigraineCare["midas"] | MigraineCare["hit6"];

function Score({ name, range, result }: { name: string; range: string; result: Result }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm font-medium text-ink">
        {name} <span className="font-normal text-muted">({range})</span>
      </dt>
      {result === null ? (
        <dd className="mt-1 text-sm text-muted">Not taken yet.</dd>
      ) : (
        <dd className="mt-1 text-sm">
          <span className="text-2xl font-bold text-ink">{result.score}</span>{" "}
          <span className="font-medium text-ink">
            {name === "MIDAS" ? `Grade ${result.grade}: ` : ""}
            {result.label}
          </span>
          <span className="block text-muted">
            Taken {formatShortDate(result.date)};{" "}
            {result.due ? "due to be taken again now." : `next due ${formatShortDate(result.due_on)}.`}
          </span>
        </dd>
      )}
    </div>
  );
}

/** The latest MIDAS and HIT-6, each with its grade and when it is due again. */
export function QuestionnaireScores({ midas, hit6 }: Pick<MigraineCare, "midas" | "hit6">) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Score name="MIDAS" range="disability, last 3 months" result={midas} />
      <Score name="HIT-6" range="headache impact, last 4 weeks" result={hit6} />
    </dl>
  );
}
