/**
 * A record of the preview as the user will find it stored: its date, its time when it has one,
 * and its value in words ("82.4 kg", "120/80 mmHg", "Oatmeal · 350 kcal · breakfast").
 */
import { METRIC_RULES, type MetricType } from "@/lib/health/schema";
import type { BatchItemOut, ImportRecord } from "@/lib/data-transfer/other-apps/types";
import { mlToFlOz, round } from "@/lib/units";

export type RecordRow = { date: string; time: string | null; text: string };

type Body = Record<string, unknown>;

const num = (v: unknown) => (typeof v === "number" ? v.toLocaleString("en-US", { maximumFractionDigits: 2 }) : "");
const str = (v: unknown) => (typeof v === "string" ? v : "");

function metric(body: Body): string {
  const type = str(body.metric_type);
  const unit = str(body.unit);
  const label = type in METRIC_RULES ? METRIC_RULES[type as MetricType].label : type;
  return `${label} ${num(body.value)}${unit === "%" ? "" : " "}${unit}`;
}

function pressure(items: readonly BatchItemOut[]): string | null {
  const of = (type: string) => items.find((i) => i.body.metric_type === type)?.body.value;
  const sys = of("blood_pressure_systolic");
  const dia = of("blood_pressure_diastolic");
  return sys === undefined || dia === undefined ? null : `${num(sys)}/${num(dia)} mmHg`;
}

function food(body: Body): string {
  const macros = [
    ["protein", "P"],
    ["carbs", "C"],
    ["fat", "F"],
  ]
    .filter(([key]) => typeof body[key!] === "number")
    .map(([key, short]) => `${short} ${num(body[key!])} g`);
  return [str(body.food_name), `${num(body.calories)} kcal`, str(body.meal_type), macros.join(", ")]
    .filter(Boolean)
    .join(" · ");
}

function exercise(body: Body): string {
  const parts = [str(body.exercise_name), `${num(body.duration_minutes)} min`];
  if (typeof body.calories_burned === "number") parts.push(`${num(body.calories_burned)} kcal`);
  return parts.join(" · ");
}

function water(body: Body, imperial: boolean): string {
  const ml = typeof body.amount_ml === "number" ? body.amount_ml : 0;
  return imperial ? `${num(ml)} ml (${round(mlToFlOz(ml), 1)} fl oz)` : `${num(ml)} ml`;
}

function journal(body: Body): string {
  const scores = (["mood", "energy", "stress", "sleep"] as const)
    .filter((k) => typeof body[k] === "number")
    .map((k) => `${k[0]!.toUpperCase()}${k.slice(1)} ${num(body[k])}/10`);
  const tags = Array.isArray(body.tags) && body.tags.length > 0 ? `Tags: ${body.tags.join(", ")}` : "";
  const content = str(body.content).replace(/\s+/g, " ").trim();
  const note = content ? `“${content.length > 80 ? `${content.slice(0, 79)}…` : content}”` : "";
  return [...scores, tags, note].filter(Boolean).join(" · ") || "Entry without text";
}

function itemText(item: BatchItemOut, imperial: boolean): string {
  switch (item.kind) {
    case "health_metric":
      return metric(item.body);
    case "food_entry":
      return food(item.body);
    case "exercise":
      return exercise(item.body);
    case "daily_steps":
      return `${num(item.body.steps)} steps`;
    case "water":
      return water(item.body, imperial);
    case "journal_entry":
      return journal(item.body);
    default:
      return item.kind;
  }
}

export function recordRow(record: ImportRecord, imperial = false): RecordRow {
  const first = record.items[0]?.body ?? {};
  const time = typeof first.time === "string" ? first.time : null;
  const text =
    (record.kind === "blood_pressure" ? pressure(record.items) : null) ??
    record.items.map((item) => itemText(item, imperial)).join("; ");
  return { date: record.date, time, text };
}
