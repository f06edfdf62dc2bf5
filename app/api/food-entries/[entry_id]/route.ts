import { authedRoute } from "@/lib/api/handler";
import { deleteFoodEntry, updateFoodEntry } from "@/lib/food/entries";
import { foodEntryUpdateSchema } from "@/lib/food/schema";

export const PUT = authedRoute({ body: foodEntryUpdateSchema }, async ({ db, user, body, params }) =>
  updateFoodEntry(db, { userId: user.id, entryId: params.entry_id ?? "", input: body }),
);

export const DELETE = authedRoute({}, async ({ db, user, params }) => {
  await deleteFoodEntry(db, { userId: user.id, entryId: params.entry_id ?? "" });
  return { detail: "Food entry deleted successfully!" };
});
