import Link from "next/link";
import { TitledCard } from "@/components/ui/card";

const link = "font-medium text-brand-700 underline underline-offset-2";

/** How a reader gets a personal access token: the steps of Settings → API, in order. */
export function TokenSteps() {
  return (
    <TitledCard id="developers-token" title="Create a token">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink marker:font-semibold marker:text-brand-700">
        <li>
          Be on the Pro plan (
          <Link href="/subscription" className={link}>
            see the plans
          </Link>
          ).
        </li>
        <li>
          Open{" "}
          <Link href="/settings/api" className={link}>
            Settings → API
          </Link>
          .
        </li>
        <li>
          Name the token after what will use it, and choose its scope: <strong>Read only</strong> (every{" "}
          <code className="font-mono">GET</code>) or <strong>Read and write</strong>, and when it expires: after 30, 90
          or 365 days, or never.
        </li>
        <li>
          Select <strong>Create token</strong> and copy the secret. It starts with{" "}
          <code className="font-mono">vl_pat_</code> and is shown this one time: keep it in a password manager or your
          script&apos;s secret store.
        </li>
        <li>
          Send it with every request: <code className="font-mono wrap-anywhere">Authorization: Bearer vl_pat_…</code>.
          Revoke it on the same page at any time; it stops working at once.
        </li>
      </ol>
    </TitledCard>
  );
}
