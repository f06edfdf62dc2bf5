/** Two-factor helpers for API tests: turn the authenticator app on through the real routes, and make its codes. */
import { HOTP, Secret } from "otpauth";
import { POST as confirmTotp } from "@/app/api/two-factor/totp/confirm/route";
import { POST as setupTotp } from "@/app/api/two-factor/totp/setup/route";
import { POST as login } from "@/app/api/login/route";
import { call } from "./api";

const step = (offset = 0) => Math.floor(Date.now() / 30_000) + offset;

/** The app's code for the current 30-second step, or one step away. */
export function totpCode(secret: string, offset = 0): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), counter: step(offset), algorithm: "SHA1", digits: 6 });
}

/** A 6-digit code that is none of the codes the server accepts now. */
export function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((o) => totpCode(secret, o)));
  for (let n = 123456; ; n++) if (!valid.has(String(n))) return String(n);
}

export async function enableTotp(
  token: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call<{ secret: string }>(setupTotp, { token, body: { password } });
  if (setup.status !== 200) throw new Error(`setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  const confirmed = await call<{ recovery_codes: string[] }>(confirmTotp, {
    token,
    body: { code: totpCode(setup.body.secret) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recovery_codes };
}

/** The first step: a password sign-in that answers a sign-in token. */
export async function passwordStep(email: string, password: string, ip = "10.9.0.1"): Promise<string> {
  const res = await call<{ mfa_token: string }>(login, {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });
  if (res.status !== 200 || !res.body.mfa_token) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.mfa_token;
}
