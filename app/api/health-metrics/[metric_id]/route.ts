import { authedRoute } from "@/lib/api/handler";
import { metricUpdateSchema } from "@/lib/health/schema";
import { deleteMetric, METRIC_NOT_FOUND, updateMetric } from "@/lib/health/service";

const metric = { params: { metric_id: "uuid" }, notFound: METRIC_NOT_FOUND } as const;

export const PUT = authedRoute({ ...metric, body: metricUpdateSchema }, async ({ db, user, body, params }) =>
  updateMetric(db, { userId: user.id, timeZone: user.time_zone, metricId: params.metric_id!, input: body }),
);

export const DELETE = authedRoute(metric, async ({ db, user, params }) =>
  (await deleteMetric(db, { userId: user.id, metricId: params.metric_id! }))
    ? { detail: "Health metric deleted successfully!" }
    : null,
);
