/** The operations of the calendar: a month of everything logged, and one day's totals and steps. */
import { calendarMonthSchema } from "@/lib/calendar/responses";
import { calendarQuerySchema } from "@/lib/calendar/schema";
import { dailyStatsSchema } from "@/lib/food/responses";
import { dateQuerySchema, stepsSchema } from "@/lib/food/schema";
import { endpoint } from "../endpoint";

const tag = "Calendar";

const day = {
  date: "2026-03-14",
  steps: 8412,
  calories_consumed: 1865,
  protein: 92.4,
  carbs: 210.5,
  fat: 61.3,
  fiber: 24.1,
  sugar: 48.2,
  saturated_fat: 17.5,
  sodium_mg: 1980,
  salt_g: 5,
  entry_count: 6,
  unknown_entries: { fiber: 1, sugar: 1, saturated_fat: 2, sodium_mg: 2 },
  calories_burned: 294,
  net_calories: 1571,
};

export const calendarEndpoints = {
  month: endpoint({
    method: "get",
    path: "/api/calendar-data",
    summary: "Get a month of everything logged",
    description:
      "The food entries, exercise, health metrics, journal entries and migraines of `month` (YYYY-MM, default " +
      "this month), each list as its own call answers it, with each day's food sums and steps and its water.",
    tag,
    query: calendarQuerySchema,
    responses: {
      200: {
        description: "The month's lists, in date order.",
        schema: calendarMonthSchema,
        example: {
          month: "2026-03",
          food_entries: [
            {
              entry_id: "3f6c2a9e-8d1b-4c57-9a2e-5b7d0e41c9f8",
              food_name: "Oatmeal with banana",
              calories: 310,
              meal_type: "breakfast",
              serving_size: "1 bowl",
              quantity: 1,
              unit: "serving",
              protein: 9.5,
              carbs: 58,
              fat: 5.2,
              fiber: 7.1,
              sugar: 15.3,
              saturated_fat: 1,
              sodium_mg: 120,
              date: "2026-03-14",
              time: "07:45",
            },
          ],
          exercises: [],
          health_metrics: [],
          journal_entries: [],
          migraines: [],
          daily_stats: [{ date: "2026-03-14", calories_consumed: 310, protein: 9.5, carbs: 58, fat: 5.2, steps: 8412 }],
          water: [{ date: "2026-03-14", total_ml: 750 }],
        },
      },
    },
  }),
  dayStats: endpoint({
    method: "get",
    path: "/api/daily-stats",
    summary: "Get a day's totals and steps",
    description:
      "The day's food totals (a nutrient's total leaves out the entries that do not state it), the calories its " +
      "exercise burned, and its steps. Without `date_param`, today in the user's time zone.",
    tag,
    query: dateQuerySchema,
    responses: { 200: { description: "The day's figures.", schema: dailyStatsSchema, example: day } },
  }),
  setSteps: endpoint({
    method: "put",
    path: "/api/daily-stats",
    summary: "Record a day's steps",
    description: "Sets (or replaces) the steps of `date` (default today).",
    tag,
    body: stepsSchema,
    bodyExample: { date: "2026-03-14", steps: 8412 },
    responses: { 200: { description: "The day's figures.", schema: dailyStatsSchema, example: day } },
  }),
};
