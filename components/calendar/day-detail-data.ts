/** Shapes one day of the month's data for the day-detail modal, in the user's units. */
import { MEAL_LABELS } from "@/lib/food/format";
import type { CalendarData } from "@/lib/calendar/service";
import { withBloodPressureReadings } from "@/lib/health/blood-pressure";
import { formatMetricValue, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import type { DayDetail } from "./day-detail-types";
import { dayHeading } from "@/lib/time/format";
import { formatVolume } from "@/lib/units";

function waterOn(data: CalendarData, date: string, imperial: boolean): string | null {
  const ml = data.water.find((w) => w.date === date)?.total_ml ?? 0;
  return ml > 0 ? formatVolume(ml, imperial) : null;
}

export function dayDetail(
  data: CalendarData,
  date: string,
  month: string,
  today: string,
  imperial: boolean,
): DayDetail {
  const on = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date === date);
  const food = on(data.food_entries);
  const exercises = on(data.exercises);
  const journal = on(data.journal_entries)[0] ?? null;
  return {
    date,
    month,
    heading: dayHeading(date, today),
    calories_consumed: Math.round(food.reduce((n, f) => n + f.calories, 0)),
    calories_burned: Math.round(exercises.reduce((n, e) => n + (e.calories_burned ?? 0), 0)),
    workouts: exercises.length,
    meals: food.length,
    water: waterOn(data, date, imperial),
    food: food.map((f) => ({
      id: f.entry_id,
      name: f.food_name,
      meal: MEAL_LABELS[f.meal_type] ?? f.meal_type,
      calories: f.calories,
      time: f.time,
    })),
    exercises: exercises.map((e) => ({
      id: e.entry_id,
      name: e.exercise_name,
      minutes: e.duration_minutes,
      calories: e.calories_burned,
      type: e.exercise_type,
    })),
    vitals: withBloodPressureReadings(on(data.health_metrics)).map((line) => {
      if (line.kind === "blood_pressure") {
        const { systolic } = line;
        return { id: systolic.metric_id, label: "blood pressure", value: line.text, time: systolic.time };
      }
      const m = line.metric;
      const shown = inUserUnits(m.value, m.unit, imperial);
      return {
        id: m.metric_id,
        label: metricTypeLabel(m.metric_type),
        value: formatMetricValue(shown.value, shown.unit),
        time: m.time,
      };
    }),
    journal: journal && {
      title: journal.title,
      mood: journal.mood,
      energy: journal.energy,
      stress: journal.stress,
      sleep: journal.sleep,
      content: journal.content,
      gratitude: journal.gratitude,
      goals: journal.goals,
    },
    migraines: on(data.migraines).map((m) => ({
      id: m.trigger_id,
      kind: m.kind,
      severity: m.severity,
      duration_hours: m.duration_hours,
      triggers: m.triggers,
      symptoms: m.symptoms,
      treatment: m.treatment,
      time: m.time,
    })),
  };
}
