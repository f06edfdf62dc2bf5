import { route } from "@/lib/api/handler";
import { getImport, updateImport } from "@/lib/data-transfer/import-jobs/service";
import { importsEndpoints } from "@/lib/openapi/paths/imports";

/** One import's progress or result. */
export const GET = route(importsEndpoints.get, async ({ db, user, params }) =>
  getImport(db, user.id, params.import_id),
);

/** How far the browser got: chunks sent, counts per kind, and the end ("done" or "cancelled"). */
export const PATCH = route(importsEndpoints.update, async ({ db, user, params, body }) =>
  updateImport(db, user.id, params.import_id, body),
);
