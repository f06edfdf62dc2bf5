import { publicRoute } from "@/lib/api/handler";
import { passkeyLoginOptions } from "@/lib/two-factor/passkeys";

/** A challenge for a sign-in by passkey alone (any of the device's passkeys for this site). */
export const POST = publicRoute({}, async ({ db, ip }) => ({
  options: await passkeyLoginOptions(db, ip),
}));
