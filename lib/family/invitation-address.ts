/**
 * An invitation is for the address it was mailed to: only the account whose verified email is
 * that address joins with its link (the rule is in docs/family.md). No server code here: the
 * join page and the join itself decide alike.
 */

/** "f…@example.com": enough for the invited person to know their address, too little to learn it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "…" : `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * Why this account may not join with an invitation sent to `invited`, or null when it may: an
 * invitation is for its address, so the account's email must be it (in any case) and verified.
 * Someone else holding the link (forwarded, leaked) learns nothing of the family.
 */
export function invitationRefusal(
  invited: string,
  account: { email: string; email_verified: boolean },
): { reason: "other_address" | "unverified"; detail: string } | null {
  if (account.email.toLowerCase() !== invited.toLowerCase()) {
    return {
      reason: "other_address",
      detail: `This invitation was sent to ${maskedEmail(invited)}. Sign in with that address to join.`,
    };
  }
  if (!account.email_verified) {
    return {
      reason: "unverified",
      detail: `Verify your email address (${account.email}) to join this family: open the link we sent to it, then try again.`,
    };
  }
  return null;
}
