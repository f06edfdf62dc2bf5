/**
 * The medical report for a healthcare provider: patient, migraines, vitals, medications
 * and a mood/sleep summary over a period; generated date and period on every page.
 */
import "server-only";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/account/sessions";
import { GENDER_LABELS } from "@/lib/account/labels";
import { BP_LABEL } from "@/lib/health/blood-pressure";
import { formatMetricValue, metricTypeLabel } from "@/lib/health/display";
import { FREQUENCY_LABELS, statusLabel, type Frequency } from "@/lib/medications/schema";
import { formatHeight, formatWeight } from "@/lib/units";
import { loadMedicalData, type MedicalData } from "./medical-data";
import { chart, createPdf, field, heading, line, table, type Pdf } from "./pdf-doc";
import { formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

const orNone = (v: number | null, suffix = "") => (v === null ? "none recorded" : `${v}${suffix}`);

export async function medicalReportPdf(
  db: Db,
  user: SignedInUser,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<{ doc: Pdf; data: MedicalData }> {
  const data = await loadMedicalData(db, {
    userId: user.id,
    timeZone: user.time_zone,
    imperial: user.use_imperial,
    days,
    now,
  });
  const generated = localDateIn(user.time_zone, now);
  const period = `${formatShortDate(data.start)} - ${formatShortDate(data.end)}`;
  const doc = createPdf({
    title: "Medical report",
    header: `Medical report - ${user.name} - period ${period} (${data.days} days) - generated ${formatShortDate(generated)}`,
  });

  heading(doc, "Patient");
  field(doc, "Name", user.name);
  field(doc, "Age", String(user.age));
  field(doc, "Sex", GENDER_LABELS[user.gender as keyof typeof GENDER_LABELS] ?? user.gender);
  field(doc, "Height", formatHeight(user.height_cm, user.use_imperial));
  field(doc, "Weight", formatWeight(user.current_weight_kg, user.use_imperial));
  field(doc, "Period", `${period} (${data.days} days)`);

  const m = data.migraine;
  heading(doc, "Migraines");
  if (m.episodes === 0) line(doc, "No migraine episodes were logged in this period.", { muted: true });
  else {
    field(doc, "Migraine days", `${m.migraine_days} (${m.episodes} episodes)`);
    field(doc, "Acute-treatment days", String(m.treatment_days));
    field(doc, "Severity (1-10)", `average ${orNone(m.severity.average)}, highest ${orNone(m.severity.max)}`);
    field(doc, "Average duration", orNone(m.average_duration_hours, " h"));
    field(
      doc,
      "Common triggers",
      m.triggers.length ? m.triggers.map((t) => `${t.name} (${t.count})`).join(", ") : "none recorded",
    );
    field(
      doc,
      "Common symptoms",
      m.symptoms.length ? m.symptoms.map((t) => `${t.name} (${t.count})`).join(", ") : "none recorded",
    );
    table(
      doc,
      [
        { title: "Month", width: 2 },
        { title: "Migraine days", width: 1.5 },
        { title: "Acute-treatment days", width: 1.8 },
      ],
      m.per_month.map((p) => [p.label, String(p.migraine_days), String(p.treatment_days)]),
    );
    chart(doc, {
      title: "Migraine days per month",
      points: m.per_month.map((p) => ({ label: p.label.slice(0, 3), value: p.migraine_days })),
    });
  }

  heading(doc, "Vital signs");
  if (data.vitals.length === 0) line(doc, "No vital signs were recorded in this period.", { muted: true });
  else
    table(
      doc,
      [
        { title: "Measurement", width: 3 },
        { title: "Readings", width: 1 },
        { title: "Lowest", width: 1.3 },
        { title: "Average", width: 1.3 },
        { title: "Highest", width: 1.3 },
      ],
      data.vitals.map((t) => [
        metricTypeLabel(t.type),
        String(t.readings),
        formatMetricValue(t.min, t.unit),
        formatMetricValue(t.avg, t.unit),
        formatMetricValue(t.max, t.unit),
      ]),
    );
  if (data.flagged_bp.length > 0) {
    line(doc, `Flagged blood pressure readings (${data.flagged_bp.length}):`, { bold: true });
    table(
      doc,
      [
        { title: "Date", width: 1.5 },
        { title: "Time", width: 1 },
        { title: "Reading", width: 1.5 },
        { title: "Category", width: 3 },
      ],
      data.flagged_bp.map((r) => [
        formatShortDate(r.date),
        r.time ?? "",
        `${r.systolic}/${r.diastolic} mmHg`,
        BP_LABEL[r.category],
      ]),
    );
  } else if (data.vitals.some((t) => t.type.startsWith("blood_pressure")))
    line(doc, "No blood pressure reading above normal.", { muted: true });

  heading(doc, "Current medications");
  if (data.medications.length === 0) line(doc, "No current medications.", { muted: true });
  else
    table(
      doc,
      [
        { title: "Medication", width: 2.5 },
        { title: "Dosage", width: 1.5 },
        { title: "Frequency", width: 1.8 },
        { title: "Status", width: 1.2 },
        { title: "Adherence", width: 2 },
      ],
      data.medications.map((med) => [
        med.name,
        med.dosage,
        FREQUENCY_LABELS[med.frequency as Frequency] ?? med.frequency,
        statusLabel(med.status),
        med.adherence === null
          ? "as needed"
          : med.adherence.percent === null
            ? "no doses due yet"
            : `${med.adherence.percent}% (${med.adherence.taken} of ${med.adherence.scheduled} doses)`,
      ]),
    );

  heading(doc, "Mood and sleep");
  if (data.mood.entries === 0) line(doc, "No journal entries in this period.", { muted: true });
  else
    line(
      doc,
      `From ${data.mood.entries} journal entries (scales 1-10): mood ${data.mood.mood}, energy ${data.mood.energy}, stress ${data.mood.stress}, sleep quality ${data.mood.sleep} on average.`,
    );
  line(doc, "Self-reported data logged by the patient in vitalog; not a diagnosis.", { muted: true });
  doc.end();
  return { doc, data };
}
