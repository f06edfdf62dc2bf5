import { route } from "@/lib/api/handler";
import { deleteWaterEntry } from "@/lib/water/service";
import { waterEndpoints } from "@/lib/openapi/paths/water";

export const DELETE = route(waterEndpoints.remove, async ({ db, user, params }) =>
  (await deleteWaterEntry(db, { userId: user.id, entryId: params.entry_id }))
    ? { detail: "Water entry deleted." }
    : null,
);
