"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { kcal } from "@/lib/food/format";
import type { FoodEntryView } from "@/lib/food/service";
import { dayLabel } from "@/lib/time/format";
import { EditEntryDialog } from "./edit-entry-dialog";

/** The edit dialog and the delete confirmation of a list of entries. */
export function EntryDialogs({
  editing,
  deleting,
  today,
  onClose,
}: {
  editing: FoodEntryView | null;
  deleting: FoodEntryView | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <>
      <EditEntryDialog entry={editing} today={today} onClose={onClose} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={onClose}
        title="Delete food entry?"
        request={{ path: `/api/food-entries/${deleting?.entry_id}`, method: "DELETE" }}
        success={`${deleting?.food_name} deleted successfully!`}
        failure="Failed to delete"
      >
        {deleting && (
          <p>
            {deleting.food_name} ({kcal(deleting.calories)}) will be removed from{" "}
            {dayLabel(deleting.date, today).toLowerCase()}&apos;s log. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
