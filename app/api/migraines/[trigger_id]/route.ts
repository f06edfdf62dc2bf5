import { authedRoute } from "@/lib/api/handler";
import { recordId } from "@/lib/health/ids";
import { deleteMigraine, updateMigraine } from "@/lib/health/migraines";
import { migraineUpdateSchema } from "@/lib/health/schema";

export const PUT = authedRoute({ body: migraineUpdateSchema }, async ({ db, user, body, params }) =>
  updateMigraine(db, user.id, recordId(params.trigger_id, "Migraine episode"), body),
);

export const DELETE = authedRoute({}, async ({ db, user, params }) => {
  await deleteMigraine(db, user.id, recordId(params.trigger_id, "Migraine episode"));
  return { detail: "Migraine deleted successfully!" };
});
