import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { LockedFeature } from "@/components/billing/upgrade-prompt";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { listPersonalTokens } from "@/lib/identity/api-access/tokens";
import { featureGate } from "@/lib/billing/gate";
import { env } from "@/lib/env";
import { formatInstantDateTime } from "@/lib/time/format";
import { TokenCreateForm } from "./token-create-form";
import { TokenList, type TokenRow } from "./token-list";

const link = "font-medium text-brand-700 underline underline-offset-2";

/**
 * Settings → API: what tokens are for; for Pro the form that creates one, otherwise the plan
 * that includes them (before anything else); then the user's tokens, read on the server with
 * times in the user's zone. Revoking works on every plan.
 */
export async function TokensPanel({ user }: { user: SignedInUser }) {
  const gate = featureGate(user, "api_access");
  const tokens = await listPersonalTokens(await getDb(), user.id);
  const now = new Date();
  const when = (at: string | null) => (at ? formatInstantDateTime(at, user.time_zone, now) : "Never");
  const rows: TokenRow[] = tokens.map((t) => ({
    id: t.token_id,
    name: t.name,
    scope: t.scope,
    created: when(t.created_at),
    lastUsed: when(t.last_used_at),
    expires: when(t.expires_at),
    expired: t.expired,
    endless: t.expires_at === null,
  }));
  const { API_RATE_PER_MINUTE, API_RATE_PER_DAY } = env();

  return (
    <>
      {gate.state !== "open" && <LockedFeature gate={gate} />}
      <Card aria-labelledby="settings-api">
        <CardTitle>
          <span id="settings-api">Personal access tokens</span>
        </CardTitle>
        <div className="space-y-2 text-sm text-muted">
          <p>
            A token lets your own scripts and apps use the vitalog API as you: send it in the{" "}
            <code className="font-mono text-ink">Authorization: Bearer</code> header. Each token may make{" "}
            {API_RATE_PER_MINUTE.toLocaleString("en-US")} requests a minute and{" "}
            {API_RATE_PER_DAY.toLocaleString("en-US")} a day.
          </p>
          <p>
            <Link href="/developers" className={link}>
              API documentation
            </Link>
          </p>
        </div>
        {gate.state === "open" && (
          <div className="mt-5 border-t border-slate-200 pt-5">
            <h3 className="mb-3 font-semibold text-ink">Create a token</h3>
            <TokenCreateForm />
          </div>
        )}
      </Card>
      {(gate.state === "open" || rows.length > 0) && (
        <Card aria-labelledby="settings-api-tokens">
          <CardTitle>
            <span id="settings-api-tokens">Your tokens</span>
          </CardTitle>
          {gate.state !== "open" && (
            <Alert tone="warning" className="mb-3">
              Your tokens do not work while your plan is not Pro: they answer 402 until you upgrade. You can still
              revoke them.
            </Alert>
          )}
          <p className="mb-3 text-sm text-muted">Times are in your time zone ({user.time_zone}).</p>
          <TokenList tokens={rows} />
        </Card>
      )}
    </>
  );
}
