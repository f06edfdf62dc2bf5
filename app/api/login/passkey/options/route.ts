import { route } from "@/lib/api/handler";
import { passkeyLoginOptions } from "@/lib/identity/two-factor/passkeys";
import { signInEndpoints } from "@/lib/openapi/paths/sign-in";

/** A challenge for a sign-in by passkey alone (any of the device's passkeys for this site). */
export const POST = route(signInEndpoints.passkeyOptions, async ({ db, ip }) => ({
  options: await passkeyLoginOptions(db, ip),
}));
