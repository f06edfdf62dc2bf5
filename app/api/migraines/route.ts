import { route } from "@/lib/api/handler";
import { createMigraine, listMigraines } from "@/lib/health/service";
import { healthEndpoints } from "@/lib/openapi/paths/health";

export const GET = route(healthEndpoints.listMigraines, async ({ db, owner, query }) =>
  listMigraines(db, { userId: owner.id, date: query.date_param, limit: query.limit }),
);

export const POST = route(healthEndpoints.createMigraine, async ({ db, user, body }) =>
  createMigraine(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
