import { describe, expect, it } from "vitest";
import { accountEventLabel } from "@/lib/identity/account/activity-labels";

describe("accountEventLabel", () => {
  it("words each kind, with a sign-in's method, an export's format, an import's counts and a token's name", () => {
    expect(accountEventLabel("sign_in", { method: "passkey" })).toBe("Signed in with a passkey");
    expect(accountEventLabel("sign_in", null)).toBe("Signed in");
    expect(accountEventLabel("sign_in_failed", { method: "password" })).toBe("Failed sign-in attempt with a password");
    expect(accountEventLabel("data_exported", { format: "csv" })).toBe("Data exported (CSV)");
    expect(accountEventLabel("data_exported", { format: "fhir" })).toBe("Data exported (FHIR bundle)");
    expect(accountEventLabel("report_emailed", { report: "medical", days: 30 })).toBe(
      "Medical report emailed (last 30 days)",
    );
    expect(accountEventLabel("data_imported", { imported: 12, skipped: 3 })).toBe(
      "Data imported: 12 records added, 3 skipped",
    );
    expect(accountEventLabel("data_imported", { imported: 1, skipped: 0 })).toBe("Data imported: 1 record added");
    expect(accountEventLabel("token_created", { name: "Nightly backup", scope: "read" })).toBe(
      "Personal access token created: Nightly backup (read only)",
    );
    expect(accountEventLabel("token_revoked", { name: "Shortcuts", scope: "read_write" })).toBe(
      "Personal access token revoked: Shortcuts (read and write)",
    );
    expect(accountEventLabel("token_revoked", null)).toBe("Personal access token revoked");
    expect(accountEventLabel("password_changed", null)).toBe("Password changed");
    expect(accountEventLabel("some_new_kind", null)).toBe("some new kind");
  });
});

describe("accountEventLabel of a step that revokes personal access tokens", () => {
  it("names how many were revoked, and nothing when none was", () => {
    expect(accountEventLabel("password_reset", { personal_tokens_revoked: 2 })).toBe(
      "Password reset by email link; 2 personal access tokens revoked",
    );
    expect(accountEventLabel("email_change_reverted", { personal_tokens_revoked: 1 })).toBe(
      "Email change undone; 1 personal access token revoked",
    );
    expect(accountEventLabel("password_changed", { personal_tokens_revoked: 0 })).toBe("Password changed");
    expect(accountEventLabel("session_ended", { how: "ended_all_others", count: 2, personal_tokens_revoked: 3 })).toBe(
      "Signed out; 3 personal access tokens revoked",
    );
  });
});
