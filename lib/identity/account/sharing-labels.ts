/**
 * What the events of shared data read as: who read what ("Sam (family) viewed your vitals",
 * "Share link 'Dr. Lee' opened: medications, migraines") and what is shared with whom. Pure;
 * null for an event of another kind, or one whose detail lacks what its words need.
 */
type Detail = Record<string, string | number | boolean | null> | null;

const text = (detail: Detail, key: string): string | undefined => {
  const value = detail?.[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** A person's first name, as the family view names them. */
const first = (name: string | undefined): string | undefined => name?.trim().split(/\s+/)[0] || undefined;

/** Stored "vitals,food" as "vitals, food". */
const areas = (list: string | undefined): string | undefined => list?.split(",").join(", ");

const DOWNLOADS: Record<string, string> = { report_pdf: "medical report", fhir: "FHIR bundle" };

function viewed(detail: Detail): string | null {
  const via = text(detail, "via");
  if (via === "family" || via === "caregiver_alert") {
    const reader = first(text(detail, "reader_name"));
    const area = text(detail, "area");
    if (!reader || !area) return null;
    return via === "family"
      ? `${reader} (family) viewed your ${area}`
      : `${reader} (family) was emailed that a dose of yours was missed`;
  }
  const link = text(detail, "share_name");
  const shown = areas(text(detail, "areas"));
  const action = text(detail, "action");
  if (!link || !shown || !action) return null;
  if (action === "view") return `Share link '${link}' opened: ${shown}`;
  return `Share link '${link}': ${DOWNLOADS[action] ?? action} downloaded (${shown})`;
}

/** "You let Vic view: vitals; you stopped letting Vic view: journal", from either side. */
function access(detail: Detail, mine: boolean): string | null {
  const who = first(text(detail, "member_name"));
  if (!who) return null;
  const given = areas(text(detail, "given"));
  const withdrawn = areas(text(detail, "withdrawn"));
  const parts = mine
    ? [given && `You let ${who} view: ${given}`, withdrawn && `You stopped letting ${who} view: ${withdrawn}`]
    : [given && `${who} let you view: ${given}`, withdrawn && `${who} stopped letting you view: ${withdrawn}`];
  const said = parts.filter(Boolean);
  return said.length ? said.join("; ") : null;
}

export function sharingEventLabel(kind: string, detail: Detail): string | null {
  const link = text(detail, "share_name");
  const member = first(text(detail, "member_name"));
  const owner = first(text(detail, "owner_name"));
  switch (kind) {
    case "shared_data_viewed":
      return viewed(detail);
    case "share_created": {
      const days = detail?.days;
      const span = typeof days === "number" ? `, for ${days} day${days === 1 ? "" : "s"}` : "";
      return link ? `Share link '${link}' created: ${areas(text(detail, "areas")) ?? ""}${span}` : null;
    }
    case "share_revoked":
      return link ? `Share link '${link}' revoked` : null;
    case "family_joined":
      return owner ? `You joined ${owner}'s family` : null;
    case "family_member_joined":
      return member ? `${member} joined your family` : null;
    case "family_left":
      if (detail?.ended === true) return "You left your family, which has ended";
      return owner ? `You left ${owner}'s family` : null;
    case "family_member_left":
      return member ? `${member} left your family` : null;
    case "family_member_removed":
      return member ? `You removed ${member} from your family` : null;
    case "family_removed":
      return owner ? `${owner} removed you from the family` : null;
    case "family_access_changed":
      return access(detail, true);
    case "family_access_received":
      return access(detail, false);
    default:
      return null;
  }
}
