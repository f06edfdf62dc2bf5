/**
 * Guesses sent at once are counted like guesses sent one after another: each takes an
 * attempt of the sign-in token before its code is checked, under a lock on the account (on
 * Postgres the requests really run in parallel).
 */
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as loginMfa } from "@/app/api/login/mfa/route";
import { call, registerUser } from "../../support/api";
import { enableTotp, passwordStep, wrongCode } from "../../support/two-factor";

describe("parallel wrong codes", () => {
  it("no more than 5 are checked, and the account is throttled after", async () => {
    const { token, user, password } = await registerUser();
    const { secret } = await enableTotp(token, password);
    const mfa_token = await passwordStep(user.email, password);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(loginMfa, { body: { mfa_token, code: wrongCode(secret) } })),
    );
    const checked = answers.filter((a) => String(a.body.detail).startsWith("That code is not correct"));
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const a of answers) expect([401, 429]).toContain(a.status);
    expect((await call(login, { body: { email: user.email, password } })).status).toBe(429);
  });
});
