import { authedRoute } from "@/lib/api/handler";
import { listQuerySchema, metricCreateSchema } from "@/lib/health/schema";
import { createMetric, listMetrics } from "@/lib/health/service";

export const GET = authedRoute({ query: listQuerySchema, sharedArea: "vitals" }, async ({ db, owner, query }) =>
  listMetrics(db, { userId: owner.id, date: query.date_param, limit: query.limit }),
);

export const POST = authedRoute({ body: metricCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createMetric(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
