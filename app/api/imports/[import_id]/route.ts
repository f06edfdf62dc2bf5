import { authedRoute } from "@/lib/api/handler";
import { importUpdateSchema } from "@/lib/import-jobs/schema";
import { getImport, IMPORT_NOT_FOUND, updateImport } from "@/lib/import-jobs/service";

const PARAMS = { params: { import_id: "uuid" }, notFound: IMPORT_NOT_FOUND } as const;

/** One import's progress or result. */
export const GET = authedRoute(PARAMS, async ({ db, user, params }) => getImport(db, user.id, params.import_id!));

/** How far the browser got: chunks sent, counts per kind, and the end ("done" or "cancelled"). */
export const PATCH = authedRoute({ ...PARAMS, body: importUpdateSchema }, async ({ db, user, params, body }) =>
  updateImport(db, user.id, params.import_id!, body),
);
