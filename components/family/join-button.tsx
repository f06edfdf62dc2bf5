"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";

/** Accepts the invitation as the signed-in user (POST /api/family/join), then shows the family. */
export function JoinButton({ token, ownerName }: { token: string; ownerName: string }) {
  const router = useRouter();
  const join = useApiAction<null>({
    request: () => ({ path: "/api/family/join", body: { token } }),
    success: `You joined ${ownerName}'s family.`,
    failure: { fallback: "Could not join the family", prefix: "Error" },
    errorIn: "form",
    refresh: false,
    onSuccess: () => router.replace("/family"),
  });
  return (
    <div className="space-y-2">
      {join.error && (
        <p role="alert" className="text-sm text-red-700">
          {join.error}
        </p>
      )}
      <Button onClick={() => void join.run(null)} disabled={join.pending}>
        {join.pending ? "Joining..." : `Join ${ownerName}'s family`}
      </Button>
    </div>
  );
}
