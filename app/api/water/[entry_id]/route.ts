import { authedRoute } from "@/lib/api/handler";
import { WATER_NOT_FOUND } from "@/lib/water/schema";
import { deleteWaterEntry } from "@/lib/water/service";

export const DELETE = authedRoute(
  { params: { entry_id: "uuid" }, notFound: WATER_NOT_FOUND },
  async ({ db, user, params }) =>
    (await deleteWaterEntry(db, { userId: user.id, entryId: params.entry_id! }))
      ? { detail: "Water entry deleted." }
      : null,
);
