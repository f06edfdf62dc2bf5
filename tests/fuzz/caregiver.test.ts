/**
 * Fuzz: the caregiver alert route. The fuzzed user watches the other user's medications in
 * one family, so a real id reaches a 200 and the rest are 404s.
 */
import { familyOf, grantAccess } from "../support/caregiver-family";
import { GROUPS } from "./support/groups";
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([...GROUPS.caregiver], async (ctx) => {
  await familyOf(ctx.other.id, ctx.user.id);
  await grantAccess(ctx.other.id, ctx.user.id, ["medications"]);
  // a row under the caller's own id: "mine" in the fuzz ids names the caller, never a member it watches
  await grantAccess(ctx.user.id, ctx.other.id, ["vitals"]);
});
