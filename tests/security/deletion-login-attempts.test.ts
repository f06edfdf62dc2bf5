/**
 * Deleting an account leaves no login attempt behind: not under its current email, and not
 * under an email it had before (each attempt names the account it was made against), and no
 * rate-limit hit keyed by its address.
 */
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { DELETE as deleteAccount } from "@/app/api/delete-account/route";
import { POST as login } from "@/app/api/login/route";
import { PUT as profile } from "@/app/api/profile/route";
import { getDb } from "@/db/client";
import * as t from "@/db/schema";
import { recordLoginAttempt } from "@/lib/identity/account/service";
import { hitRateLimit } from "@/lib/identity/rate-limit";
import { call, registerUser, registration, uniqueEmail } from "../support/api";

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("login attempts of a deleted account", () => {
  it("are deleted under the earlier and the current email", async () => {
    const { token, user, password } = await registerUser();
    const first = user.email;
    await call(login, { body: { email: first, password: "wrong-first-1" }, headers: from("10.70.0.1") });
    await call(login, { body: { email: first, password }, headers: from("10.70.0.1") });
    const second = uniqueEmail("second");
    const changed = await call(profile, {
      method: "PUT",
      token,
      body: { ...registration(), email: second, current_password: password },
    });
    expect(changed.status).toBe(200);
    await call(login, { body: { email: second, password: "wrong-second-1" }, headers: from("10.70.0.2") });
    const db = await getDb();
    const attempts = () =>
      db
        .select()
        .from(t.loginAttempts)
        .where(inArray(t.loginAttempts.email, [first, second]));
    expect((await attempts()).length).toBeGreaterThanOrEqual(3);

    // the mail limit keys its hits by the address
    await hitRateLimit(db, { bucket: "reset_mail", key: second, max: 3, windowMs: 60_000 });
    const hits = () => db.select().from(t.rateLimitHits).where(eq(t.rateLimitHits.key, second));
    expect(await hits()).toHaveLength(1);

    const res = await call(deleteAccount, { method: "DELETE", token, body: { current_password: password } });
    expect(res.status).toBe(200);
    expect(await attempts()).toEqual([]);
    expect(await hits()).toEqual([]);
  });

  it("recordLoginAttempt names the account when the email has one, and no account otherwise", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const nobody = uniqueEmail("nobody");
    await recordLoginAttempt(db, user.email, "10.71.0.1", false);
    await recordLoginAttempt(db, nobody, "10.71.0.1", false);
    const owner = async (email: string) =>
      (
        await db
          .select({ user_id: t.loginAttempts.user_id })
          .from(t.loginAttempts)
          .where(eq(t.loginAttempts.email, email))
      ).map((r) => r.user_id);
    expect(await owner(user.email)).toEqual([user.id]);
    expect(await owner(nobody)).toEqual([null]);
  });
});
