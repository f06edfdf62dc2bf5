import { route } from "@/lib/api/handler";
import { deleteMapping } from "@/lib/data-transfer/import-jobs/service";
import { importsEndpoints } from "@/lib/openapi/paths/imports";

/** Deletes a saved CSV column mapping. */
export const DELETE = route(importsEndpoints.removeMapping, async ({ db, user, params }) =>
  (await deleteMapping(db, user.id, params.mapping_id)) ? undefined : null,
);
