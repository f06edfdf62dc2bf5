import { describe, expect, it } from "vitest";
import { accountEventLabel } from "@/lib/identity/account/activity-labels";

describe("the words of shared-data events", () => {
  it("names who read what, by first name or the link's name", () => {
    const family = { via: "family", area: "journal", reader_id: "u1", reader_name: "Sam  Sharer" };
    expect(accountEventLabel("shared_data_viewed", family)).toBe("Sam (family) viewed your journal");
    expect(accountEventLabel("shared_data_viewed", { ...family, via: "caregiver_alert", area: "medications" })).toBe(
      "Sam (family) was emailed that a dose of yours was missed",
    );
    const link = { via: "share_link", share_id: "s1", share_name: "Dr. Lee", areas: "vitals,food" };
    expect(accountEventLabel("shared_data_viewed", { ...link, action: "view" })).toBe(
      "Share link 'Dr. Lee' opened: vitals, food",
    );
    expect(accountEventLabel("shared_data_viewed", { ...link, action: "fhir" })).toBe(
      "Share link 'Dr. Lee': FHIR bundle downloaded (vitals, food)",
    );
    // a detail without the names it needs reads as the kind's fixed words
    expect(accountEventLabel("shared_data_viewed", { via: "family" })).toBe("Your shared data was viewed");
  });

  it("words each change of what is shared from the side of whose activity it is", () => {
    expect(accountEventLabel("share_created", { share_name: "Dr. Lee", areas: "migraines", days: 1 })).toBe(
      "Share link 'Dr. Lee' created: migraines, for 1 day",
    );
    expect(accountEventLabel("share_revoked", { share_name: "Dr. Lee" })).toBe("Share link 'Dr. Lee' revoked");
    expect(accountEventLabel("family_left", { owner_name: "Alex Owner", ended: true })).toBe(
      "You left your family, which has ended",
    );
    const change = { member_id: "u2", member_name: "Vic Viewer", given: "food", withdrawn: "journal,vitals" };
    expect(accountEventLabel("family_access_changed", change)).toBe(
      "You let Vic view: food; You stopped letting Vic view: journal, vitals",
    );
    expect(accountEventLabel("family_access_received", { ...change, given: "" })).toBe(
      "Vic stopped letting you view: journal, vitals",
    );
    expect(accountEventLabel("family_member_joined", null)).toBe("A member joined your family");
    expect(accountEventLabel("family_invitation_cancelled", { invitation_id: "i1" })).toBe(
      "Family invitation cancelled",
    );
  });
});
