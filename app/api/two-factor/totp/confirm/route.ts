import { authedRoute } from "@/lib/api/handler";
import { totpConfirmSchema } from "@/lib/two-factor/schema";
import { confirmTotp } from "@/lib/two-factor/totp";

/** The first code from the app turns it on; the answer holds the recovery codes, shown this once. */
export const POST = authedRoute(
  { access: "account", body: totpConfirmSchema },
  async ({ db, user, body, ip, req }) => ({
    recovery_codes: await confirmTotp(db, user, body.code, { ip, userAgent: req.headers.get("user-agent") }),
  }),
);
