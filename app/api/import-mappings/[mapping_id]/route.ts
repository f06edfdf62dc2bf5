import { authedRoute } from "@/lib/api/handler";
import { deleteMapping, MAPPING_NOT_FOUND } from "@/lib/import-jobs/service";

/** Deletes a saved CSV column mapping. */
export const DELETE = authedRoute(
  { params: { mapping_id: "uuid" }, notFound: MAPPING_NOT_FOUND, status: 204 },
  async ({ db, user, params }) => ((await deleteMapping(db, user.id, params.mapping_id!)) ? undefined : null),
);
