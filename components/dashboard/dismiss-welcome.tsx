"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";

/** Closes the dashboard's welcome note for good (PUT /api/preferences); the refreshed page no longer has it. */
export function DismissWelcome() {
  const dismiss = useApiAction({
    request: (body: { welcome_dismissed: true }) => ({ path: "/api/preferences", method: "PUT", body }),
    failure: { fallback: "Failed to dismiss the welcome note", prefix: "Error" },
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Dismiss welcome note"
      disabled={dismiss.pending}
      onClick={() => void dismiss.run({ welcome_dismissed: true })}
    >
      Dismiss
    </Button>
  );
}
