import { authedRoute } from "@/lib/api/handler";
import { preferencesSchema } from "@/lib/account/schema";
import { updatePreferences } from "@/lib/account/service";

export const PUT = authedRoute({ body: preferencesSchema }, async ({ db, user, body }) => ({
  preferences: await updatePreferences(db, user.id, body),
  detail: "Preferences saved",
}));
