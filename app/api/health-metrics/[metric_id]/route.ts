import { route } from "@/lib/api/handler";
import { deleteMetric, updateMetric } from "@/lib/health/service";
import { healthEndpoints } from "@/lib/openapi/paths/health";

export const PUT = route(healthEndpoints.updateMetric, async ({ db, user, body, params }) =>
  updateMetric(db, { userId: user.id, timeZone: user.time_zone, metricId: params.metric_id, input: body }),
);

export const DELETE = route(healthEndpoints.removeMetric, async ({ db, user, params }) =>
  (await deleteMetric(db, { userId: user.id, metricId: params.metric_id }))
    ? { detail: "Health metric deleted successfully!" }
    : null,
);
