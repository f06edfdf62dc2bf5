import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommended floor.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown email is not faster. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash("vitalog-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
