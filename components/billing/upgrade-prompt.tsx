import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { ApiClientError } from "@/lib/api/client";

/** True when a failed call was refused by the plan (402), whose detail names the plan needed. */
export function isPlanLimit(err: unknown): err is ApiClientError {
  return err instanceof ApiClientError && err.status === 402;
}

/**
 * In place of a broken action: the server's 402 detail (e.g. "Adding medications requires
 * the Premium or Pro plan. Upgrade to continue.") and a link to the plans.
 */
export function UpgradePrompt({ detail }: { detail: string }) {
  return (
    <Alert tone="warning">
      <p>{detail}</p>
      <p className="mt-2">
        <Link href="/subscription" className="font-semibold underline underline-offset-2">
          See plans
        </Link>
      </p>
    </Alert>
  );
}
