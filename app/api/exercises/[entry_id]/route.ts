import { authedRoute } from "@/lib/api/handler";
import { exerciseUpdateSchema } from "@/lib/exercise/schema";
import { athleteOf, deleteExercise, EXERCISE_NOT_FOUND, updateExercise } from "@/lib/exercise/service";

const entry = { params: { entry_id: "uuid" }, notFound: EXERCISE_NOT_FOUND } as const;

export const PUT = authedRoute({ ...entry, body: exerciseUpdateSchema }, async ({ db, user, body, params }) =>
  updateExercise(db, athleteOf(user), params.entry_id!, body),
);

export const DELETE = authedRoute({ ...entry, status: 204 }, async ({ db, user, params }) =>
  (await deleteExercise(db, { userId: user.id, entryId: params.entry_id! })) ? undefined : null,
);
