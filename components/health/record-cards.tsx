import { BP_LABEL, withBloodPressureReadings, type BpCategory } from "@/lib/health/blood-pressure";
import { formatMetricValue, healthDayLabel, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import type { AcuteChoice } from "./acute-medication-choices";
import { RecordActions } from "./record-actions";
import type { MetricItem, MigraineItem } from "./types";

const SHOWN_TRIGGERS = 3;

/** A card's first line: what it is, and when ("Today at 08:00"). */
function CardHeading({ title, when, time }: { title: string; when: string; time: string | null }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <p className="font-semibold capitalize text-ink">{title}</p>
      <p className="text-sm text-muted">
        {when}
        {time ? ` at ${time}` : ""}
      </p>
    </div>
  );
}

/**
 * An episode: severity/10, location, date label, duration, time, the acute medications taken,
 * first 3 triggers "+N more".
 */
export function MigraineCard({
  item,
  today,
  timeZone,
  acuteChoices,
}: {
  item: MigraineItem;
  today: string;
  timeZone: string;
  /** The user's medications with a headache class, for the edit modal. */
  acuteChoices: AcuteChoice[];
}) {
  const when = healthDayLabel(item.date, today);
  const extra = item.triggers.length - SHOWN_TRIGGERS;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <CardHeading
        title={`${item.kind === "headache" ? "Other headache · " : ""}Severity ${item.severity}/10`}
        when={when}
        time={item.time}
      />
      <p className="text-sm text-muted">
        {[item.location, item.duration_hours !== null ? `${item.duration_hours} hours` : null]
          .filter(Boolean)
          .join(" · ") || "No location or duration"}
      </p>
      {item.acute_medications.length > 0 && (
        <p className="text-sm text-ink">
          <span className="text-muted">Acute medication: </span>
          {item.acute_medications.map((m) => m.name).join(", ")}
        </p>
      )}
      {item.triggers.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Triggers">
          {item.triggers.slice(0, SHOWN_TRIGGERS).map((t) => (
            <li key={t} className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
              {t}
            </li>
          ))}
          {extra > 0 && <li className="px-1 py-0.5 text-xs text-muted">+{extra} more</li>}
        </ul>
      )}
      <div className="mt-2">
        <RecordActions
          kind="migraine"
          item={item}
          acuteChoices={acuteChoices}
          timeZone={timeZone}
          name={`migraine of ${when}${item.time ? ` at ${item.time}` : ""}`}
        />
      </div>
    </li>
  );
}

/** A metric: type (underscores as spaces), value and unit (in the user's units), date, time, notes. */
export function MetricCard({
  item,
  today,
  timeZone,
  imperial,
}: {
  item: MetricItem;
  today: string;
  timeZone: string;
  imperial: boolean;
}) {
  const shown = inUserUnits(item.value, item.unit, imperial);
  const converted = shown.unit !== item.unit;
  const label = metricTypeLabel(item.metric_type);
  const when = healthDayLabel(item.date, today);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <CardHeading title={label} when={when} time={item.time} />
      <p className="text-lg font-bold text-ink">
        {formatMetricValue(shown.value, shown.unit)}
        {converted && (
          <span className="ml-2 text-sm font-normal text-muted">
            (entered as {formatMetricValue(item.value, item.unit)})
          </span>
        )}
      </p>
      {item.notes && <p className="text-sm text-muted">{item.notes}</p>}
      <div className="mt-2">
        <RecordActions kind="metric" item={item} timeZone={timeZone} name={`${label} of ${when}`} />
      </div>
    </li>
  );
}

/**
 * A blood pressure reading: both numbers as one value "128/84 mmHg" and its category; each half
 * stays its own record in the API, so each keeps its Edit and Delete.
 */
export function BloodPressureCard({
  systolic,
  diastolic,
  text,
  category,
  today,
  timeZone,
}: {
  systolic: MetricItem;
  diastolic: MetricItem;
  text: string;
  category: BpCategory;
  today: string;
  timeZone: string;
}) {
  const when = healthDayLabel(systolic.date, today);
  const notes = [systolic.notes, diastolic.notes].filter(Boolean).join(" · ");
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <CardHeading title="Blood pressure" when={when} time={systolic.time} />
      <p className="text-lg font-bold text-ink">
        {text}
        <span className="ml-2 text-sm font-normal text-muted">{BP_LABEL[category]}</span>
      </p>
      {notes && <p className="text-sm text-muted">{notes}</p>}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {(
          [
            ["Systolic", systolic],
            ["Diastolic", diastolic],
          ] as const
        ).map(([half, item]) => (
          <div key={half} className="flex items-center gap-1">
            <span className="w-16 text-xs text-muted">{half}</span>
            <RecordActions
              kind="metric"
              item={item}
              timeZone={timeZone}
              name={`${half.toLowerCase()} blood pressure of ${when}`}
            />
          </div>
        ))}
      </div>
    </li>
  );
}

/** Measurements as cards, a blood pressure pair as one card. */
export function MetricCards({
  metrics,
  today,
  timeZone,
  imperial,
}: {
  metrics: MetricItem[];
  today: string;
  timeZone: string;
  imperial: boolean;
}) {
  return (
    <ul className="space-y-2">
      {withBloodPressureReadings(metrics).map((line) =>
        line.kind === "blood_pressure" ? (
          <BloodPressureCard
            key={line.systolic.metric_id}
            systolic={line.systolic}
            diastolic={line.diastolic}
            text={line.text}
            category={line.category}
            today={today}
            timeZone={timeZone}
          />
        ) : (
          <MetricCard
            key={line.metric.metric_id}
            item={line.metric}
            today={today}
            timeZone={timeZone}
            imperial={imperial}
          />
        ),
      )}
    </ul>
  );
}
