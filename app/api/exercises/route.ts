import { authedRoute } from "@/lib/api/handler";
import { exerciseCreateSchema, exerciseListQuerySchema } from "@/lib/exercise/schema";
import { athleteOf, createExercise, listExercises } from "@/lib/exercise/service";

export const GET = authedRoute(
  { query: exerciseListQuerySchema, sharedArea: "exercise" },
  async ({ db, owner, query }) => listExercises(db, { userId: owner.id, date: query.date_param }),
);

export const POST = authedRoute({ body: exerciseCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createExercise(db, athleteOf(user), body),
);
