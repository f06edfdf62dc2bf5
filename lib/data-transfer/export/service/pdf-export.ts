/** The PDF export: every dated record, month by month, plus the medication list. */
import "server-only";
import { once } from "node:events";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { getCalendarRange, type CalendarData } from "@/lib/calendar/service";
import { withBloodPressureReadings } from "@/lib/health/blood-pressure";
import { formatMetricValue, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import { listMedications } from "@/lib/medications/service";
import { medicationCells } from "@/lib/reports/medical-pdf";
import { createPdf, field, heading, line, table, toWebStream, type Column, type Pdf } from "@/lib/reports/pdf-doc";
import { formatMonth, formatMonthDay, formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

/** A month's records of one kind under a small heading; nothing when there are none. */
function section<T extends { date: string }>(
  doc: Pdf,
  { title, rows, columns, cells }: { title: string; rows: T[]; columns: Column[]; cells: (row: T) => string[] },
): void {
  if (rows.length === 0) return;
  heading(doc, title, 12);
  table(
    doc,
    [["Date", 1.2], ...columns],
    rows.map((r) => [formatMonthDay(r.date), ...cells(r)]),
  );
}

function renderMonth(doc: Pdf, data: CalendarData, month: string, imperial: boolean): void {
  const inMonth = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date.startsWith(month));
  heading(doc, formatMonth(month), 16);
  section(doc, {
    title: "Food",
    rows: inMonth(data.food_entries),
    columns: [
      ["Food", 4],
      ["Meal", 1.5],
      ["kcal", 1],
      ["P/C/F g", 1.8],
    ],
    cells: (f) => [f.food_name, f.meal_type, String(Math.round(f.calories)), `${f.protein}/${f.carbs}/${f.fat}`],
  });
  section(doc, {
    title: "Exercise",
    rows: inMonth(data.exercises),
    columns: [
      ["Exercise", 4],
      ["Type", 1.5],
      ["Minutes", 1],
      ["kcal", 1],
    ],
    cells: (e) => [
      e.exercise_name,
      e.exercise_type,
      String(e.duration_minutes),
      e.calories_burned === null ? "" : String(Math.round(e.calories_burned)),
    ],
  });
  section(doc, {
    title: "Vital signs",
    // a blood pressure reading is one row "128/84 mmHg", dated by its systolic half
    rows: withBloodPressureReadings(inMonth(data.health_metrics)).map((line) => ({
      line,
      date: line.kind === "metric" ? line.metric.date : line.systolic.date,
    })),
    columns: [
      ["Time", 0.8],
      ["Measurement", 3],
      ["Value", 1.6],
    ],
    cells: ({ line }) => {
      if (line.kind === "blood_pressure") return [line.systolic.time ?? "", "blood pressure", line.text];
      const m = line.metric;
      const v = inUserUnits(m.value, m.unit, imperial);
      return [m.time ?? "", metricTypeLabel(m.metric_type), formatMetricValue(v.value, v.unit)];
    },
  });
  section(doc, {
    title: "Migraines and other headaches",
    rows: inMonth(data.migraines),
    columns: [
      ["Kind", 1],
      ["Severity", 1],
      ["Hours", 0.8],
      ["Triggers", 2.5],
      ["Treatment", 2],
    ],
    cells: (m) => [
      m.kind === "headache" ? "Headache" : "Migraine",
      `${m.severity}/10`,
      m.duration_hours === null ? "" : String(m.duration_hours),
      m.triggers.join(", "),
      m.treatment ?? "",
    ],
  });
  section(doc, {
    title: "Journal",
    rows: inMonth(data.journal_entries),
    columns: [
      ["Title", 3],
      ["Mood/Energy/Stress/Sleep", 2.4],
    ],
    cells: (j) => [j.title, [j.mood, j.energy, j.stress, j.sleep].map((n) => n ?? "–").join("/")],
  });
}

/** "2 migraines", or with other headaches "3 headaches (2 migraines)": both are headache days. */
function headacheCount(episodes: readonly { kind: string }[]): string {
  const migraines = episodes.filter((e) => e.kind !== "headache").length;
  return migraines === episodes.length
    ? `${migraines} migraines`
    : `${episodes.length} headaches (${migraines} migraines)`;
}

export async function pdfExportStream(
  db: Db,
  user: SignedInUser,
  now = new Date(),
): Promise<ReadableStream<Uint8Array>> {
  const [data, meds] = await Promise.all([
    getCalendarRange(db, { userId: user.id, start: "0001-01-01", end: "9999-12-31" }),
    listMedications(db, { userId: user.id }),
  ]);
  const generated = localDateIn(user.time_zone, now);
  const doc = createPdf({
    title: "Health data export",
    header: `vitalog health data export - ${user.name} - generated ${generated}`,
  });
  field(doc, "Name", user.name);
  field(doc, "Generated", formatShortDate(generated));
  const months = new Set<string>();
  for (const list of [data.food_entries, data.exercises, data.health_metrics, data.migraines, data.journal_entries])
    for (const r of list) months.add(r.date.slice(0, 7));
  const ordered = [...months].sort();
  field(
    doc,
    "Records",
    `${data.food_entries.length} food entries, ${data.exercises.length} workouts, ` +
      `${data.health_metrics.length} vital signs, ${headacheCount(data.migraines)}, ` +
      `${data.journal_entries.length} journal entries`,
  );
  if (ordered.length === 0) line(doc, "Nothing has been logged yet.", { muted: true });

  heading(doc, "Medications");
  if (meds.length === 0) line(doc, "No medications.", { muted: true });
  else
    table(
      doc,
      [
        ["Name", 3],
        ["Dosage", 2],
        ["Frequency", 2],
        ["Status", 1.5],
        ["Prescribed by", 2],
      ],
      meds.map((m) => [...medicationCells(m), m.prescribed_by ?? ""]),
    );

  const stream = toWebStream(doc);
  void (async () => {
    for (const month of ordered) {
      renderMonth(doc, data, month, user.use_imperial);
      // let the reader take this month's pages before the next is drawn: years of data
      // stream out a month at a time instead of piling up in memory
      while (doc.readableLength > 256 * 1024 && !doc.destroyed)
        await Promise.race([once(doc, "data"), once(doc, "close")]);
      if (doc.destroyed) return; // the download was cancelled
      await new Promise((resolve) => setImmediate(resolve));
    }
    doc.end();
  })().catch((err: unknown) => doc.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}
