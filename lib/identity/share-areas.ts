/**
 * The areas of a user's data that can be shared with a family member or a doctor's link.
 * Nothing is shared unless named; the journal is never preselected.
 */
export const SHARE_AREAS = ["medications", "vitals", "migraines", "exercise", "food", "journal"] as const;
export type ShareArea = (typeof SHARE_AREAS)[number];

export const SHARE_AREA_LABELS: Record<ShareArea, string> = {
  medications: "Medications and doses",
  vitals: "Vitals",
  migraines: "Migraines",
  exercise: "Exercise",
  food: "Food",
  journal: "Journal",
};

export function isShareArea(value: string): value is ShareArea {
  return (SHARE_AREAS as readonly string[]).includes(value);
}
