import { route } from "@/lib/api/handler";
import { athleteOf, createExercise, listExercises } from "@/lib/exercise/service";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";

export const GET = route(exerciseEndpoints.list, async ({ db, owner, query }) =>
  listExercises(db, { userId: owner.id, date: query.date_param }),
);

export const POST = route(exerciseEndpoints.create, async ({ db, user, body }) =>
  createExercise(db, athleteOf(user), body),
);
