/**
 * What the calendar's month answers, as a schema: the OpenAPI document is generated from it
 * and the contract tests hold every real answer to it. Each list holds the rows as their own
 * calls answer them.
 */
import * as z from "zod/mini";
import { localDate } from "@/lib/answers/fields";
import { exerciseListSchema } from "@/lib/exercise/responses";
import { foodEntryListSchema } from "@/lib/food/responses";
import { healthMetricListSchema, migraineListSchema } from "@/lib/health/responses";
import { journalEntryListSchema } from "@/lib/journal/responses";

/** A day's sums of food and its steps (`DayStats`): only days with either. */
export const dayStatsSchema = z.object({
  date: localDate,
  calories_consumed: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  steps: z.int(),
});

/** Every list of a month (`CalendarData` and the month), each in date order. */
export const calendarMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  food_entries: foodEntryListSchema,
  exercises: exerciseListSchema,
  health_metrics: healthMetricListSchema,
  journal_entries: journalEntryListSchema,
  migraines: migraineListSchema,
  daily_stats: z.array(dayStatsSchema),
  /** The water drunk on each day that has any. */
  water: z.array(z.object({ date: localDate, total_ml: z.int() })),
});
