"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";

/** Delete of one questionnaire response, after a confirmation. */
export function DeleteResponse({ responseId, name }: { responseId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        Delete<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this questionnaire?"
        request={{ path: `/api/questionnaires/${responseId}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete", prefix: "Error deleting the questionnaire" }}
      >
        <p>This removes {name} for good.</p>
      </ConfirmDialog>
    </>
  );
}
