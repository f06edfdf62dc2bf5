import { authedRoute } from "@/lib/api/handler";
import { importCreateSchema } from "@/lib/import-jobs/schema";
import { createImport, listImports } from "@/lib/import-jobs/service";

/** The caller's 10 newest imports from other apps, with their progress or result. */
export const GET = authedRoute({}, async ({ db, user }) => ({ imports: await listImports(db, user.id) }));

/** Starts an import: what the preview found; the records follow through POST /api/batch. */
export const POST = authedRoute({ body: importCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createImport(db, user.id, body),
);
