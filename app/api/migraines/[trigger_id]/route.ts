import { route } from "@/lib/api/handler";
import { deleteMigraine, updateMigraine } from "@/lib/health/service";
import { healthEndpoints } from "@/lib/openapi/paths/health";

export const PUT = route(healthEndpoints.updateMigraine, async ({ db, user, body, params }) =>
  updateMigraine(db, { userId: user.id, timeZone: user.time_zone, triggerId: params.trigger_id, input: body }),
);

export const DELETE = route(healthEndpoints.removeMigraine, async ({ db, user, params }) =>
  (await deleteMigraine(db, { userId: user.id, triggerId: params.trigger_id }))
    ? { detail: "Migraine deleted successfully!" }
    : null,
);
