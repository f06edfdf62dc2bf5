import { authedRoute } from "@/lib/api/handler";
import { getCalendarData } from "@/lib/calendar/service";
import { calendarQuerySchema } from "@/lib/calendar/schema";
import { localDateIn } from "@/lib/time/zones";

export const GET = authedRoute({ query: calendarQuerySchema }, async ({ db, user, query }) =>
  getCalendarData(db, { userId: user.id, month: query.month ?? localDateIn(user.time_zone).slice(0, 7) }),
);
