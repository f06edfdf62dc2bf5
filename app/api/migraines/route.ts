import { authedRoute } from "@/lib/api/handler";
import { createMigraine, listMigraines } from "@/lib/health/migraines";
import { listQuerySchema, migraineCreateSchema } from "@/lib/health/schema";

export const GET = authedRoute({ query: listQuerySchema }, async ({ db, user, query }) =>
  listMigraines(db, { userId: user.id, date: query.date_param, limit: query.limit }),
);

export const POST = authedRoute({ body: migraineCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createMigraine(db, user, body),
);
