// What lib/food/entries.ts signedInFoodDayJson sends: the sign-in and the day's JSON (the
// entries' stored JSON joined, newest first) in one statement. Shared by the two references
// that run it without vitalog: the bare node:http server and the minimal Next route.
import { createHash } from "node:crypto";

export const FOOD_DAY_SQL = `select signed_in.user_id,
    (select '[' || coalesce(string_agg(f.api_json, ',' order by f.time desc, f.created_at desc), '') || ']'
    from food_entries f where f.user_id = signed_in.user_id and f.date = $3)
  from (select t.user_id from auth_tokens t inner join users u on u.id = t.user_id
    where t.kind = 'bearer' and t.token_hash = $1 and t.expires_at > $2 and u.is_active = true limit 1) signed_in`;

/** The statement's query config for a bearer header's token, or null without one. */
export function foodDayQuery(authorization, date) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!token) return null;
  const hash = createHash("sha256").update(token).digest("hex");
  return { name: "food_day", text: FOOD_DAY_SQL, values: [hash, new Date().toISOString(), date], rowMode: "array" };
}
