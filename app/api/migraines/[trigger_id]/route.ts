import { authedRoute } from "@/lib/api/handler";
import { migraineUpdateSchema } from "@/lib/health/schema";
import { deleteMigraine, MIGRAINE_NOT_FOUND, updateMigraine } from "@/lib/health/service";

const episode = { params: { trigger_id: "uuid" }, notFound: MIGRAINE_NOT_FOUND } as const;

export const PUT = authedRoute({ ...episode, body: migraineUpdateSchema }, async ({ db, user, body, params }) =>
  updateMigraine(db, { userId: user.id, timeZone: user.time_zone, triggerId: params.trigger_id!, input: body }),
);

export const DELETE = authedRoute(episode, async ({ db, user, params }) =>
  (await deleteMigraine(db, { userId: user.id, triggerId: params.trigger_id! }))
    ? { detail: "Migraine deleted successfully!" }
    : null,
);
