import { route } from "@/lib/api/handler";
import { deleteFoodEntry, updateFoodEntry } from "@/lib/food/service";
import { foodEndpoints } from "@/lib/openapi/paths/food";

export const PUT = route(foodEndpoints.updateEntry, async ({ db, user, body, params }) =>
  updateFoodEntry(db, { userId: user.id, entryId: params.entry_id, input: body }),
);

export const DELETE = route(foodEndpoints.removeEntry, async ({ db, user, params }) =>
  (await deleteFoodEntry(db, { userId: user.id, entryId: params.entry_id }))
    ? { detail: "Food entry deleted successfully!" }
    : null,
);
