/** Fuzz: the routes anyone may call (login, register, password reset, email verification). */
import { registerUser } from "../support/api";
import { withFakeSmtp } from "../support/smtp";
import { GROUPS } from "./support/groups";
import { fuzzRoutes } from "./support/suite";

withFakeSmtp();

fuzzRoutes([...GROUPS.public], async () => {
  // the account the valid login and reset bodies name
  await registerUser({ email: "fuzz-public@example.com" });
});
