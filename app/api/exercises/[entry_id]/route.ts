import { route } from "@/lib/api/handler";
import { athleteOf, deleteExercise, updateExercise } from "@/lib/exercise/service";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";

export const PUT = route(exerciseEndpoints.update, async ({ db, user, body, params }) =>
  updateExercise(db, athleteOf(user), params.entry_id, body),
);

export const DELETE = route(exerciseEndpoints.remove, async ({ db, user, params }) =>
  (await deleteExercise(db, { userId: user.id, entryId: params.entry_id })) ? undefined : null,
);
