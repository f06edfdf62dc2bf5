import { route } from "@/lib/api/handler";
import { updatePreferences } from "@/lib/identity/account/service";
import { accountEndpoints } from "@/lib/openapi/paths/account";

export const PUT = route(accountEndpoints.updatePreferences, async ({ db, user, body }) => ({
  preferences: await updatePreferences(db, user.id, body),
  detail: "Preferences saved",
}));
