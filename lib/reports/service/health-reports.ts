/**
 * The four PDF reports of the Reports tab, each computed by the domain that owns the
 * figures (calendar month data, migraine patterns, mood insights, medication adherence).
 */
import "server-only";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { summariseDays } from "@/lib/calendar/days";
import { getCalendarData } from "@/lib/calendar/service";
import { listMigrainesSince } from "@/lib/health/service";
import { analyseMigraines, lastMonths } from "@/lib/health/patterns";
import { METRICS } from "@/lib/journal/insights";
import { getMoodInsights } from "@/lib/journal/overview";
import { getMedicationOverview } from "@/lib/medications/overview";
import { datesEnding, monthRange } from "@/lib/time/dates";
import { formatMonth, formatShortDate } from "@/lib/time/format";
import { localDateIn } from "@/lib/time/zones";
import { countList, mean, valueOr } from "../figures";
import { chart, createPdf, field, heading, line, table, type Pdf } from "../pdf-doc";
import { REPORT_KINDS, type ReportKind } from "../schema";

const orDash = (value: number | null, suffix = "") => valueOr(value, "-", suffix);

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
  const byDate = new Map(days.map((d) => [d.date, d]));
  chart(doc, {
    title: "Calories consumed per day",
    points: datesEnding(today, Number(today.slice(8))).map((d) => ({
      label: d.slice(8),
      value: byDate.get(d)?.calories_consumed ?? 0,
    })),
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
      ["Month", 2],
      ["Migraine days", 1.5],
      ["Acute-treatment days", 2],
    ],
    p.per_month.map((m) => [m.label, String(m.migraine_days), String(m.treatment_days)]),
  );
  chart(doc, { title: "Episodes by weekday", points: p.weekdays.map((w) => ({ label: w.label, value: w.count })) });
  heading(doc, "Common triggers");
  line(doc, countList(p.top_triggers, "None recorded."));
  heading(doc, "Common symptoms");
  line(doc, countList(p.top_symptoms, "None recorded."));
}

async function moodReport(db: Db, user: SignedInUser, doc: Pdf, today: string) {
  const insights = await getMoodInsights(db, { userId: user.id, today });
  field(doc, "Journal entries in the last 30 days", String(insights.entries30));
  const change = (c: number | null) => (c === null ? "-" : `${c > 0 ? "+" : ""}${c}`);
  table(
    doc,
    [
      ["Scale (1-10)", 2],
      ["Last 7 days", 1.5],
      ["Last 30 days", 1.5],
      ["Change vs previous 30", 2],
    ],
    METRICS.map((m) => [
      m[0]!.toUpperCase() + m.slice(1),
      orDash(insights.week[m].value),
      orDash(insights.month[m].value),
      change(insights.month[m].change),
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
      ["Medication", 2.5],
      ["Dosage", 1.5],
      ["Last 7 days", 2],
      ["Last 30 days", 2],
    ],
    o.adherence.map((a) => [a.name, a.dosage, pct(a.week), pct(a.month)]),
  );
  chart(doc, {
    title: "Adherence over the last 30 days (%)",
    points: o.adherence.map((a) => ({ label: a.name.slice(0, 10), value: a.month.percent })),
  });
}
