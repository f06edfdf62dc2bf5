import { route } from "@/lib/api/handler";
import { createMetric, listMetrics } from "@/lib/health/service";
import { healthEndpoints } from "@/lib/openapi/paths/health";

export const GET = route(healthEndpoints.listMetrics, async ({ db, owner, query }) =>
  listMetrics(db, { userId: owner.id, date: query.date_param, limit: query.limit }),
);

export const POST = route(healthEndpoints.createMetric, async ({ db, user, body }) =>
  createMetric(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
