"use client";

import dynamic from "next/dynamic";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { kcal } from "@/lib/food/format";
import type { FoodEntryView } from "@/lib/food/service";
import { dayLabel } from "@/lib/time/format";

/**
 * The edit form, in a chunk of its own loaded at the first Edit: the page's first load does
 * without it. Client-only, which gives it a Suspense boundary of its own: loading it does not
 * suspend (and hide, taking the focus from the Edit button) the list around it.
 */
const LazyEditEntryDialog = dynamic(() => import("./edit-entry-dialog").then((m) => m.EditEntryDialog), {
  ssr: false,
});

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
  const editOpened = useOpenedOnce(editing !== null);
  return (
    <>
      {editOpened && <LazyEditEntryDialog entry={editing} today={today} onClose={onClose} />}
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
