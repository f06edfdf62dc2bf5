import { authedRoute } from "@/lib/api/handler";
import { foodEntryUpdateSchema } from "@/lib/food/schema";
import { deleteFoodEntry, FOOD_NOT_FOUND, updateFoodEntry } from "@/lib/food/service";

const entry = { params: { entry_id: "uuid" }, notFound: FOOD_NOT_FOUND } as const;

export const PUT = authedRoute({ ...entry, body: foodEntryUpdateSchema }, async ({ db, user, body, params }) =>
  updateFoodEntry(db, { userId: user.id, entryId: params.entry_id!, input: body }),
);

export const DELETE = authedRoute(entry, async ({ db, user, params }) =>
  (await deleteFoodEntry(db, { userId: user.id, entryId: params.entry_id! }))
    ? { detail: "Food entry deleted successfully!" }
    : null,
);
