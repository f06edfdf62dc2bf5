import { authedRoute } from "@/lib/api/handler";
import { recordId } from "@/lib/health/ids";
import { deleteMetric, updateMetric } from "@/lib/health/metrics";
import { metricUpdateSchema } from "@/lib/health/schema";

export const PUT = authedRoute({ body: metricUpdateSchema }, async ({ db, user, body, params }) =>
  updateMetric(db, user.id, recordId(params.metric_id, "Health metric"), body),
);

export const DELETE = authedRoute({}, async ({ db, user, params }) => {
  await deleteMetric(db, user.id, recordId(params.metric_id, "Health metric"));
  return { detail: "Health metric deleted successfully!" };
});
