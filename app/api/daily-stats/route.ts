import { route } from "@/lib/api/handler";
import { getDailyStats, setSteps } from "@/lib/food/service";
import { localDateIn } from "@/lib/time/zones";
import { calendarEndpoints } from "@/lib/openapi/paths/calendar";

export const GET = route(calendarEndpoints.dayStats, async ({ db, user, query }) =>
  getDailyStats(db, { userId: user.id, date: query.date_param ?? localDateIn(user.time_zone) }),
);

/** Records a day's steps (default: today); answers the day's stats. */
export const PUT = route(calendarEndpoints.setSteps, async ({ db, user, body }) => {
  const date = await setSteps(db, { userId: user.id, timeZone: user.time_zone, date: body.date, steps: body.steps });
  return getDailyStats(db, { userId: user.id, date });
});
