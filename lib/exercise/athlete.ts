/** The signed-in user as the exercise services need them: weight and "now" in their time zone. */
import type { SignedInUser } from "@/lib/account/sessions";
import type { Athlete } from "./service";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

export function athleteOf(user: SignedInUser, at: Date = new Date()): Athlete {
  return {
    userId: user.id,
    weightKg: user.current_weight_kg,
    today: localDateIn(user.time_zone, at),
    now: localTimeIn(user.time_zone, at),
  };
}
