/**
 * What each account event reads as in Settings → Account & Security ("Signed in with a
 * passkey", "Data exported (CSV)", "Sam (family) viewed your vitals"). Pure: the panel
 * formats the API's events with it.
 */
import type { AccountEventKind } from "../activity";
import { sharingEventLabel } from "./sharing-labels";

type Detail = Record<string, string | number | boolean | null> | null;

const METHODS: Record<string, string> = {
  password: "with a password",
  passkey: "with a passkey",
  totp: "with an authenticator code",
  recovery_code: "with a recovery code",
  email_link: "with an email link",
};

const FORMATS: Record<string, string> = { csv: "CSV", pdf: "PDF", medical: "medical report PDF", fhir: "FHIR bundle" };

const FIXED: Record<AccountEventKind, string> = {
  account_created: "Account created",
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in attempt",
  session_ended: "Signed out",
  password_changed: "Password changed",
  password_reset: "Password reset by email link",
  email_changed: "Email address changed",
  email_change_reverted: "Email change undone",
  two_factor_enabled: "Two-factor sign-in turned on",
  two_factor_disabled: "Two-factor sign-in turned off",
  recovery_codes_generated: "New recovery codes created",
  recovery_code_used: "Recovery code used",
  passkey_added: "Passkey added",
  passkey_removed: "Passkey removed",
  data_exported: "Data exported",
  report_emailed: "Medical report emailed",
  data_imported: "Data imported",
  token_created: "Personal access token created",
  token_revoked: "Personal access token revoked",
  shared_data_viewed: "Your shared data was viewed",
  share_created: "Share link created",
  share_revoked: "Share link revoked",
  family_invitation_sent: "Family invitation sent",
  family_invitation_cancelled: "Family invitation cancelled",
  family_joined: "You joined a family",
  family_member_joined: "A member joined your family",
  family_left: "You left the family",
  family_member_left: "A member left your family",
  family_member_removed: "You removed a member from your family",
  family_removed: "You were removed from the family",
  family_access_changed: "You changed what a family member can view",
  family_access_received: "A family member changed what you can view",
};

const SCOPES: Record<string, string> = { read: "read only", read_write: "read and write" };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Recovery steps and "sign out everywhere" name the personal access tokens they revoked. */
function withRevokedTokens(label: string, detail: Detail): string {
  const revoked = detail?.personal_tokens_revoked;
  if (typeof revoked !== "number" || revoked === 0) return label;
  return `${label}; ${plural(revoked, "personal access token")} revoked`;
}

export function accountEventLabel(kind: string, detail: Detail): string {
  return withRevokedTokens(baseLabel(kind, detail), detail);
}

function baseLabel(kind: string, detail: Detail): string {
  const base = (FIXED as Record<string, string>)[kind] ?? kind.replace(/_/g, " ");
  const sharing = sharingEventLabel(kind, detail);
  if (sharing) return sharing;
  const method = typeof detail?.method === "string" ? METHODS[detail.method] : undefined;
  if ((kind === "sign_in" || kind === "sign_in_failed") && method) return `${base} ${method}`;
  if (kind === "data_exported" && typeof detail?.format === "string")
    return `${base} (${FORMATS[detail.format] ?? detail.format})`;
  if (kind === "report_emailed" && typeof detail?.days === "number") return `${base} (last ${detail.days} days)`;
  if (kind === "data_imported" && typeof detail?.imported === "number") {
    const skipped = typeof detail.skipped === "number" && detail.skipped > 0 ? `, ${detail.skipped} skipped` : "";
    return `${base}: ${plural(detail.imported, "record")} added${skipped}`;
  }
  if ((kind === "token_created" || kind === "token_revoked") && typeof detail?.name === "string") {
    const scope = typeof detail.scope === "string" ? SCOPES[detail.scope] : undefined;
    return `${base}: ${detail.name}${scope ? ` (${scope})` : ""}`;
  }
  return base;
}
