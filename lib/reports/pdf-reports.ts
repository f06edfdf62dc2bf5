/**
 * The four PDF reports of the Reports tab, each computed by the domain that owns the
 * figures (calendar month data, migraine patterns, mood insights, medication adherence).
 */
import "server-only";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/account/sessions";
import { getCalendarData } from "@/lib/calendar/data";
import { summariseDays } from "@/lib/calendar/days";
import { chart, createPdf, field, heading, line, table, type Pdf } from "@/lib/export/pdf-doc";
import { listMigrainesSince } from "@/lib/health/migraines";
import { analyseMigraines, lastMonths } from "@/lib/health/patterns";
import { getMoodInsights } from "@/lib/journal/overview";
import { METRICS } from "@/lib/journal/insights";
import { getMedicationOverview } from "@/lib/medications/overview";
import { REPORT_KINDS, type ReportKind } from "./kinds";
import { addDays, monthRange } from "@/lib/time/dates";
import { formatMonth, formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";

const orDash = (v: number | null, suffix = "") => (v === null ? "-" : `${v}${suffix}`);
const mean = (xs: number[]) =>
  xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

export async function healthReportPdf(db: Db, user: SignedInUser, kind: ReportKind, now = new Date()): Promise<Pdf> {
  const today = localDateIn(user.time_zone, now);
  const title = REPORT_KINDS.find((r) => r.kind === kind)!.title;
  const doc = createPdf({ title, header: `${title} - ${user.name} - generated ${formatShortDate(today)}` });
  if (kind === "monthly") await monthly(db, user, doc, today);
  else if (kind === "migraines") await migraineReport(db, user, doc, today);
  else if (kind === "mood") await moodReport(db, user, doc, today);
  else await medicationReport(db, user, doc, now);
  doc.end();
  return doc;
}

async function monthly(db: Db, user: SignedInUser, doc: Pdf, today: string) {
  const month = today.slice(0, 7);
  const data = await getCalendarData(db, { userId: user.id, month });
  const days = [...summariseDays(data).values()];
  const { start } = monthRange(month);
  field(doc, "Month", `${formatMonth(month)} (${formatShortDate(start)} - ${formatShortDate(today)})`);
  const foodDays = days.filter((d) => d.meals > 0);
  heading(doc, "Nutrition");
  field(doc, "Days with meals logged", String(foodDays.length));
  field(doc, "Average calories on those days", orDash(mean(foodDays.map((d) => d.calories_consumed)), " kcal"));
  field(doc, "Daily goal", `${user.daily_calories_goal} kcal`);
  const dates = Array.from({ length: Number(today.slice(8)) }, (_, i) => addDays(start, i));
  const byDate = new Map(days.map((d) => [d.date, d]));
  chart(doc, {
    title: "Calories consumed per day",
    points: dates.map((d) => ({ label: d.slice(8), value: byDate.get(d)?.calories_consumed ?? 0 })),
    unit: "kcal",
  });
  heading(doc, "Exercise");
  field(doc, "Workouts", String(data.exercises.length));
  field(doc, "Minutes", String(data.exercises.reduce((n, e) => n + e.duration_minutes, 0)));
  field(doc, "Calories burned", `${Math.round(data.exercises.reduce((n, e) => n + (e.calories_burned ?? 0), 0))} kcal`);
  heading(doc, "Health");
  field(doc, "Vital sign readings", String(data.health_metrics.length));
  field(doc, "Migraine episodes", String(data.migraines.length));
  field(doc, "Average mood", orDash(mean(data.journal_entries.map((j) => j.mood)), "/10"));
  field(doc, "Journal entries", String(data.journal_entries.length));
}

async function migraineReport(db: Db, user: SignedInUser, doc: Pdf, today: string) {
  const since = `${lastMonths(today, 6)[0]!.key}-01`;
  const p = analyseMigraines(await listMigrainesSince(db, { userId: user.id, since }), today);
  field(doc, "Period", `${formatShortDate(p.since)} - ${formatShortDate(today)}`);
  if (p.episodes === 0) {
    line(doc, "No migraine episodes were logged in the last six months.", { muted: true });
    return;
  }
  field(doc, "Episodes", String(p.episodes));
  field(doc, "Migraine days", String(p.migraine_days));
  field(doc, "Average severity", orDash(p.average_severity, "/10"));
  field(doc, "Average duration", orDash(p.average_duration_hours, " h"));
  chart(doc, {
    title: "Migraine days per month",
    points: p.per_month.map((m) => ({ label: m.label, value: m.migraine_days })),
  });
  table(
    doc,
    [
      { title: "Month", width: 2 },
      { title: "Migraine days", width: 1.5 },
      { title: "Acute-treatment days", width: 2 },
    ],
    p.per_month.map((m) => [m.label, String(m.migraine_days), String(m.treatment_days)]),
  );
  chart(doc, { title: "Episodes by weekday", points: p.weekdays.map((w) => ({ label: w.label, value: w.count })) });
  heading(doc, "Common triggers");
  line(doc, p.top_triggers.length ? p.top_triggers.map((t) => `${t.name} (${t.count})`).join(", ") : "None recorded.");
  heading(doc, "Common symptoms");
  line(doc, p.top_symptoms.length ? p.top_symptoms.map((t) => `${t.name} (${t.count})`).join(", ") : "None recorded.");
}

async function moodReport(db: Db, user: SignedInUser, doc: Pdf, today: string) {
  const insights = await getMoodInsights(db, { userId: user.id, today });
  field(doc, "Journal entries in the last 30 days", String(insights.entries30));
  table(
    doc,
    [
      { title: "Scale (1-10)", width: 2 },
      { title: "Last 7 days", width: 1.5 },
      { title: "Last 30 days", width: 1.5 },
      { title: "Change vs previous 30", width: 2 },
    ],
    METRICS.map((m) => [
      m[0]!.toUpperCase() + m.slice(1),
      orDash(insights.week[m].value),
      orDash(insights.month[m].value),
      insights.month[m].change === null ? "-" : `${insights.month[m].change > 0 ? "+" : ""}${insights.month[m].change}`,
    ]),
  );
  chart(doc, { title: "Mood", points: insights.chart, kind: "line" });
  if (insights.observations.length) {
    heading(doc, "Observations");
    for (const o of insights.observations) line(doc, `- ${o.text}`);
  }
  if (insights.entries30 === 0) line(doc, "No journal entries in the last 30 days.", { muted: true });
}

async function medicationReport(db: Db, user: SignedInUser, doc: Pdf, now: Date) {
  const o = await getMedicationOverview(db, { userId: user.id, timeZone: user.time_zone, now });
  if (o.adherence.length === 0) {
    line(doc, "No scheduled medications.", { muted: true });
    return;
  }
  const pct = (a: { percent: number | null; taken: number; scheduled: number }) =>
    a.percent === null ? "no doses due" : `${a.percent}% (${a.taken}/${a.scheduled})`;
  table(
    doc,
    [
      { title: "Medication", width: 2.5 },
      { title: "Dosage", width: 1.5 },
      { title: "Last 7 days", width: 2 },
      { title: "Last 30 days", width: 2 },
    ],
    o.adherence.map((a) => [a.name, a.dosage, pct(a.week), pct(a.month)]),
  );
  chart(doc, {
    title: "Adherence over the last 30 days (%)",
    points: o.adherence.map((a) => ({ label: a.name.slice(0, 10), value: a.month.percent })),
  });
}
