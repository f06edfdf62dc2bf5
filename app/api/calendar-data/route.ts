import { route } from "@/lib/api/handler";
import { getCalendarData } from "@/lib/calendar/service";
import { localDateIn } from "@/lib/time/zones";
import { calendarEndpoints } from "@/lib/openapi/paths/calendar";

export const GET = route(calendarEndpoints.month, async ({ db, user, query }) =>
  getCalendarData(db, { userId: user.id, month: query.month ?? localDateIn(user.time_zone).slice(0, 7) }),
);
