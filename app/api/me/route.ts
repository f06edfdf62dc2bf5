import { authedRoute } from "@/lib/api/handler";
import { toPublicUser } from "@/lib/account/service";

export const GET = authedRoute({}, async ({ user }) => {
  const { auth: _auth, ...row } = user;
  return toPublicUser(row);
});
