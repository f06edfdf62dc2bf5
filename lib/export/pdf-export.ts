/** The PDF export: every dated record, month by month, plus the medication list. */
import "server-only";
import { once } from "node:events";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/account/sessions";
import { getCalendarRange } from "@/lib/calendar/data";
import { formatMetricValue, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import { listMedications } from "@/lib/medications/service";
import { FREQUENCY_LABELS, statusLabel, type Frequency } from "@/lib/medications/schema";
import { createPdf, field, heading, line, table, toWebStream } from "./pdf-doc";
import { formatMonth, formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

const day = (date: string) => formatShortDate(date).replace(/, \d{4}$/, "");

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
    `${data.food_entries.length} food entries, ${data.exercises.length} workouts, ${data.health_metrics.length} vital signs, ${data.migraines.length} migraines, ${data.journal_entries.length} journal entries`,
  );
  if (ordered.length === 0) line(doc, "Nothing has been logged yet.", { muted: true });

  heading(doc, "Medications");
  if (meds.length === 0) line(doc, "No medications.", { muted: true });
  else
    table(
      doc,
      [
        { title: "Name", width: 3 },
        { title: "Dosage", width: 2 },
        { title: "Frequency", width: 2 },
        { title: "Status", width: 1.5 },
        { title: "Prescribed by", width: 2 },
      ],
      meds.map((m) => [
        m.name,
        m.dosage,
        FREQUENCY_LABELS[m.frequency as Frequency] ?? m.frequency,
        statusLabel(m.status),
        m.prescribed_by ?? "",
      ]),
    );

  const stream = toWebStream(doc);
  void (async () => {
    for (const month of ordered) {
      renderMonth(month);
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

  function renderMonth(month: string) {
    const inMonth = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date.startsWith(month));
    heading(doc, formatMonth(month), 16);
    const food = inMonth(data.food_entries);
    if (food.length) {
      heading(doc, "Food", 12);
      table(
        doc,
        [
          { title: "Date", width: 1.2 },
          { title: "Food", width: 4 },
          { title: "Meal", width: 1.5 },
          { title: "kcal", width: 1 },
          { title: "P/C/F g", width: 1.8 },
        ],
        food.map((f) => [
          day(f.date),
          f.food_name,
          f.meal_type,
          String(Math.round(f.calories)),
          `${f.protein}/${f.carbs}/${f.fat}`,
        ]),
      );
    }
    const workouts = inMonth(data.exercises);
    if (workouts.length) {
      heading(doc, "Exercise", 12);
      table(
        doc,
        [
          { title: "Date", width: 1.2 },
          { title: "Exercise", width: 4 },
          { title: "Type", width: 1.5 },
          { title: "Minutes", width: 1 },
          { title: "kcal", width: 1 },
        ],
        workouts.map((e) => [
          day(e.date),
          e.exercise_name,
          e.exercise_type,
          String(e.duration_minutes),
          e.calories_burned === null ? "" : String(Math.round(e.calories_burned)),
        ]),
      );
    }
    const vitals = inMonth(data.health_metrics);
    if (vitals.length) {
      heading(doc, "Vital signs", 12);
      table(
        doc,
        [
          { title: "Date", width: 1.2 },
          { title: "Time", width: 0.8 },
          { title: "Measurement", width: 3 },
          { title: "Value", width: 1.6 },
        ],
        vitals.map((m) => {
          const v = inUserUnits(m.value, m.unit, user.use_imperial);
          return [day(m.date), m.time ?? "", metricTypeLabel(m.metric_type), formatMetricValue(v.value, v.unit)];
        }),
      );
    }
    const episodes = inMonth(data.migraines);
    if (episodes.length) {
      heading(doc, "Migraines", 12);
      table(
        doc,
        [
          { title: "Date", width: 1.2 },
          { title: "Severity", width: 1 },
          { title: "Hours", width: 0.8 },
          { title: "Triggers", width: 2.5 },
          { title: "Treatment", width: 2 },
        ],
        episodes.map((m) => [
          day(m.date),
          `${m.severity}/10`,
          m.duration_hours === null ? "" : String(m.duration_hours),
          m.triggers.join(", "),
          m.treatment ?? "",
        ]),
      );
    }
    const journal = inMonth(data.journal_entries);
    if (journal.length) {
      heading(doc, "Journal", 12);
      table(
        doc,
        [
          { title: "Date", width: 1.2 },
          { title: "Title", width: 3 },
          { title: "Mood/Energy/Stress/Sleep", width: 2.4 },
        ],
        journal.map((j) => [day(j.date), j.title, `${j.mood}/${j.energy}/${j.stress}/${j.sleep}`]),
      );
    }
  }
}
