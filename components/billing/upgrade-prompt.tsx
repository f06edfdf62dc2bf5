import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { ApiClientError } from "@/lib/api-client/client";
import { FEATURE_INFO, type Gate } from "@/lib/billing/gate";

const SUBSCRIPTION_HREF = "/subscription";

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
        <Link href={SUBSCRIPTION_HREF} className="font-semibold underline underline-offset-2">
          Upgrade
        </Link>
      </p>
    </Alert>
  );
}

/** The words of a locked card, when an entry point names its feature more precisely than the feature's own. */
export type FeatureWords = { title: string; description: string };

/**
 * A feature the user cannot use here, shown before any form: what it does and either the plans
 * that include it with an Upgrade link, or that the server does not offer it (no AI configured).
 */
export function LockedFeature({ gate, words }: { gate: Exclude<Gate, { state: "open" }>; words?: FeatureWords }) {
  const { title, description } = words ?? FEATURE_INFO[gate.feature];
  const headingId = `locked-${gate.feature}`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-locked-feature={gate.feature}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {gate.state === "locked" ? (
            <>
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </>
          ) : (
            <>
              <circle cx="12" cy="12" r="9" />
              <path d="M5.6 5.6l12.8 12.8" />
            </>
          )}
        </svg>
        <div className="min-w-0 flex-1 space-y-2">
          <h3 id={headingId} className="font-semibold text-ink">
            {title}
          </h3>
          <p className="text-sm text-muted">{description}</p>
          {gate.state === "locked" ? (
            <>
              <p className="text-sm font-medium text-ink">Included in {gate.planText}.</p>
              <ButtonLink href={SUBSCRIPTION_HREF} size="sm" aria-label={`Upgrade for ${title}`}>
                Upgrade
              </ButtonLink>
            </>
          ) : (
            <p className="text-sm font-medium text-ink">Not available on this server: AI is not configured.</p>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The form when the gate is open, else the locked card in its place; `card` frames the locked
 * card as the titled card the form would have been (for a form that brings its own card).
 */
export function PlanGate({
  gate,
  words,
  card,
  children,
}: {
  gate: Gate;
  words?: FeatureWords;
  card?: { id: string; title: string };
  children: ReactNode;
}) {
  if (gate.state === "open") return <>{children}</>;
  const locked = <LockedFeature gate={gate} words={words} />;
  return card ? (
    <TitledCard id={card.id} title={card.title}>
      {locked}
    </TitledCard>
  ) : (
    locked
  );
}
