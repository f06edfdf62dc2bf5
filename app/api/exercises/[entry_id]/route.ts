import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { athleteOf } from "@/lib/exercise/athlete";
import { exerciseUpdateSchema, uuidParam } from "@/lib/exercise/schema";
import { deleteExercise, NOT_FOUND_DETAIL, updateExercise } from "@/lib/exercise/service";

function entryId(params: Record<string, string>): string {
  const parsed = uuidParam.safeParse(params.entry_id);
  if (!parsed.success) throw ApiError.notFound(NOT_FOUND_DETAIL);
  return parsed.data;
}

export const PUT = authedRoute({ body: exerciseUpdateSchema }, async ({ db, user, body, params }) =>
  updateExercise(db, athleteOf(user), entryId(params), body),
);

export const DELETE = authedRoute({ status: 204 }, async ({ db, user, params }) => {
  await deleteExercise(db, { userId: user.id, entryId: entryId(params) });
});
