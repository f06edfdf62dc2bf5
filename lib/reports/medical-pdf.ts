/**
 * The medical report for a healthcare provider, drawn from its figures: patient, migraines
 * (with their care figures and possible triggers), vitals, medications and a mood/sleep summary over a period; the period and the date
 * generated head every page.
 */
import "server-only";
import type { UserRow } from "@/lib/identity/users";
import { GENDER_LABELS } from "@/lib/identity/account/display";
import { BP_LABEL, formatBloodPressure, type BpReading } from "@/lib/health/blood-pressure";
import { formatMetricValue, metricTypeLabel } from "@/lib/health/display";
import type { Count } from "@/lib/health/patterns";
import type { Trend } from "@/lib/health/vitals-trends";
import type { Adherence } from "@/lib/medications/adherence";
import type { ShareArea } from "@/lib/identity/share-areas";
import { frequencyLabel, statusLabel } from "@/lib/medications/display";
import type { Medication } from "@/lib/medications/service";
import { formatShortDate } from "@/lib/time/format";
import { formatHeight, formatWeight } from "@/lib/units";
import { countList, valueOr } from "./figures";
import { chart, createPdf, field, heading, line, table, type Pdf } from "./pdf-doc";
import type { MigraineCare } from "@/lib/migraine-insights/service";
import { migraineCare } from "./migraine-care-pdf";
import type { ShownFactors } from "@/lib/health/factors/scope";
import { possibleTriggers } from "./factors-pdf";

/** The figures of the medical report over a period. */
export type MedicalData = {
  start: string;
  end: string;
  days: number;
  /** The sections drawn, when not all (a provider link's areas). */
  areas?: readonly ShareArea[];
  migraine: {
    episodes: number;
    /** Episodes of another kind of headache, among `episodes`. */
    other_headaches: number;
    migraine_days: number;
    treatment_days: number;
    per_month: { month: string; label: string; migraine_days: number; treatment_days: number }[];
    severity: { average: number | null; max: number | null };
    average_duration_hours: number | null;
    triggers: Count[];
    symptoms: Count[];
  };
  /** Monthly counts, overuse, MIDAS/HIT-6 and preventives; with the migraines area only. */
  care?: MigraineCare;
  /** The factor analysis (of the shared areas, on a provider link's); with the migraines area only. */
  factors?: ShownFactors;
  vitals: Trend[];
  flagged_bp: BpReading[];
  medications: (Medication & { adherence: Adherence | null })[];
  mood: { entries: number; mood: number | null; energy: number | null; stress: number | null; sleep: number | null };
};

const NONE = "none recorded";

/** The report's PDF, ended: the caller streams or buffers it. `generated` is the user's date today. */
export function drawMedicalReport(user: UserRow, data: MedicalData, generated: string): Pdf {
  const has = (area: ShareArea) => !data.areas || data.areas.includes(area);
  const period = `${formatShortDate(data.start)} - ${formatShortDate(data.end)}`;
  const doc = createPdf({
    title: "Medical report",
    header:
      `Medical report - ${user.name} - period ${period} (${data.days} days) - ` +
      `generated ${formatShortDate(generated)}`,
  });

  heading(doc, "Patient");
  field(doc, "Name", user.name);
  field(doc, "Age", String(user.age));
  field(doc, "Sex", GENDER_LABELS[user.gender as keyof typeof GENDER_LABELS] ?? user.gender);
  field(doc, "Height", formatHeight(user.height_cm, user.use_imperial));
  field(doc, "Weight", formatWeight(user.current_weight_kg, user.use_imperial));
  field(doc, "Period", `${period} (${data.days} days)`);
  if (has("migraines")) migraines(doc, data.migraine, data.care === undefined);
  if (data.care) migraineCare(doc, data.care);
  if (data.factors) possibleTriggers(doc, data.factors);
  if (has("vitals")) vitals(doc, data);
  if (has("medications")) medications(doc, data.medications);
  if (has("journal")) moodAndSleep(doc, data.mood);
  line(doc, "Self-reported data logged by the patient in vitalog; not a diagnosis.", { muted: true });
  doc.end();
  return doc;
}

function moodAndSleep(doc: Pdf, mood: MedicalData["mood"]) {
  heading(doc, "Mood and sleep");
  if (mood.entries === 0) line(doc, "No journal entries in this period.", { muted: true });
  else
    line(
      doc,
      `From ${mood.entries} journal entries (scales 1-10): mood ${mood.mood}, energy ${mood.energy}, ` +
        `stress ${mood.stress}, sleep quality ${mood.sleep} on average.`,
    );
}

/** `perMonth`: draw the period's months here; the migraine care section draws whole months when it is there. */
function migraines(doc: Pdf, m: MedicalData["migraine"], perMonth: boolean) {
  heading(doc, "Migraines");
  if (m.episodes === 0) {
    line(doc, "No migraine episodes were logged in this period.", { muted: true });
    return;
  }
  const episodes = `${m.episodes} episode${m.episodes === 1 ? "" : "s"}`;
  const others = m.other_headaches > 0 ? `, ${m.other_headaches} of them other headaches` : "";
  field(doc, "Migraine days", `${m.migraine_days} (${episodes}${others})`);
  field(doc, "Acute-treatment days", String(m.treatment_days));
  field(
    doc,
    "Severity (1-10)",
    `average ${valueOr(m.severity.average, NONE)}, highest ${valueOr(m.severity.max, NONE)}`,
  );
  field(doc, "Average duration", valueOr(m.average_duration_hours, NONE, " h"));
  field(doc, "Common triggers", countList(m.triggers, NONE));
  field(doc, "Common symptoms", countList(m.symptoms, NONE));
  if (!perMonth) return;
  table(
    doc,
    [
      ["Month", 2],
      ["Migraine days", 1.5],
      ["Acute-treatment days", 1.8],
    ],
    m.per_month.map((p) => [p.label, String(p.migraine_days), String(p.treatment_days)]),
  );
  chart(doc, {
    title: "Migraine days per month",
    points: m.per_month.map((p) => ({ label: p.label.slice(0, 3), value: p.migraine_days })),
  });
}

/**
 * A row per measurement type, and the systolic and diastolic trends as one blood pressure row
 * ("118/76 mmHg" lowest, average, highest of each number) when both are there.
 */
function vitalsRows(trends: Trend[]): string[][] {
  const systolic = trends.find((t) => t.type === "blood_pressure_systolic");
  const diastolic = trends.find((t) => t.type === "blood_pressure_diastolic");
  const paired = systolic && diastolic;
  const rows: string[][] = [];
  for (const t of trends) {
    if (paired && t === diastolic) continue;
    if (paired && t === systolic) {
      rows.push([
        "blood pressure",
        String(Math.max(systolic.readings, diastolic.readings)),
        formatBloodPressure(systolic.min, diastolic.min),
        formatBloodPressure(systolic.avg, diastolic.avg),
        formatBloodPressure(systolic.max, diastolic.max),
      ]);
      continue;
    }
    rows.push([
      metricTypeLabel(t.type),
      String(t.readings),
      formatMetricValue(t.min, t.unit),
      formatMetricValue(t.avg, t.unit),
      formatMetricValue(t.max, t.unit),
    ]);
  }
  return rows;
}

function vitals(doc: Pdf, data: MedicalData) {
  heading(doc, "Vital signs");
  if (data.vitals.length === 0) line(doc, "No vital signs were recorded in this period.", { muted: true });
  else
    table(
      doc,
      [
        ["Measurement", 3],
        ["Readings", 1],
        ["Lowest", 1.3],
        ["Average", 1.3],
        ["Highest", 1.3],
      ],
      vitalsRows(data.vitals),
    );
  if (data.flagged_bp.length > 0) {
    line(doc, `Flagged blood pressure readings (${data.flagged_bp.length}):`, { bold: true });
    table(
      doc,
      [
        ["Date", 1.5],
        ["Time", 1],
        ["Reading", 1.5],
        ["Category", 3],
      ],
      data.flagged_bp.map((r) => [
        formatShortDate(r.date),
        r.time ?? "",
        formatBloodPressure(r.systolic, r.diastolic),
        BP_LABEL[r.category],
      ]),
    );
  } else if (data.vitals.some((t) => t.type.startsWith("blood_pressure")))
    line(doc, "No blood pressure reading above normal.", { muted: true });
}

/** A medication's name, dosage, frequency and status, as the PDFs' tables show them. */
export function medicationCells(m: Medication): string[] {
  return [m.name, m.dosage, frequencyLabel(m.frequency), statusLabel(m.status)];
}

function adherenceText(a: Adherence | null): string {
  if (a === null) return "as needed";
  if (a.percent === null) return "no doses due yet";
  return `${a.percent}% (${a.taken} of ${a.scheduled} doses)`;
}

function medications(doc: Pdf, meds: MedicalData["medications"]) {
  heading(doc, "Current medications");
  if (meds.length === 0) {
    line(doc, "No current medications.", { muted: true });
    return;
  }
  table(
    doc,
    [
      ["Medication", 2.5],
      ["Dosage", 1.5],
      ["Frequency", 1.8],
      ["Status", 1.2],
      ["Adherence", 2],
    ],
    meds.map((med) => [...medicationCells(med), adherenceText(med.adherence)]),
  );
}
