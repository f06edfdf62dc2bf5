import { authedRoute } from "@/lib/api/handler";
import { deleteAccount } from "@/lib/account/service";

export const DELETE = authedRoute({}, async ({ db, user }) => {
  await deleteAccount(db, user.id);
  return { detail: "Your account and all of its data have been deleted." };
});
