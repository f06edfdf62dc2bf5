import { authedRoute } from "@/lib/api/handler";
import { listQuerySchema, migraineCreateSchema } from "@/lib/health/schema";
import { createMigraine, listMigraines } from "@/lib/health/service";

export const GET = authedRoute({ query: listQuerySchema, sharedArea: "migraines" }, async ({ db, owner, query }) =>
  listMigraines(db, { userId: owner.id, date: query.date_param, limit: query.limit }),
);

export const POST = authedRoute(
  { requires: "migraine_create", body: migraineCreateSchema, status: 201 },
  async ({ db, user, body }) => createMigraine(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);
