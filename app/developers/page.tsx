import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ApiReference } from "@/components/developers/api-reference";
import { ExamplesCard } from "@/components/developers/examples-card";
import { LimitsCard } from "@/components/developers/limits-card";
import { TokenSteps } from "@/components/developers/token-steps";
import { PageHeader } from "@/components/shell/app-header";
import { TitledCard } from "@/components/ui/card";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { SCALAR_SCRIPT_URL } from "@/lib/developers/scalar-asset";
import { env } from "@/lib/env";
import { localDateIn } from "@/lib/time/zones";

export const metadata: Metadata = {
  title: "API for developers",
  description:
    "The vitalog API: personal access tokens, examples in curl and TypeScript, and the interactive reference.",
};

const DOCUMENT_PATH = "/api/openapi.json";
const TITLE = "API for developers";
const SUBTITLE = "Your health data from your own scripts and apps";
const link = "font-medium text-brand-700 underline underline-offset-2";

/**
 * /developers: what the API is, how to get a token, requests to copy (written for this
 * server's public address), the limits, then the interactive reference. Scalar, which renders
 * the reference, is loaded by this page alone, with the request's CSP nonce (proxy.ts).
 */
export default async function DevelopersPage() {
  const user = await getSessionUser();
  const { APP_URL, API_RATE_PER_MINUTE, API_RATE_PER_DAY } = env();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const documentUrl = `${APP_URL}${DOCUMENT_PATH}`;

  return (
    <>
      {user ? (
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
      ) : (
        <header className="mb-5">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-sm text-muted sm:text-base">{SUBTITLE}</p>
        </header>
      )}
      <div className="space-y-5">
        <TitledCard id="developers-about" title="The vitalog API">
          <div className="space-y-2 text-sm text-ink">
            <p>
              The API is the one the vitalog app itself uses: JSON over HTTPS under{" "}
              <code className="font-mono wrap-anywhere">{APP_URL}/api</code>. Read and log food, exercise, migraines,
              vital signs, medications, water and journal entries, or send hundreds of records in one batch.
            </p>
            <p>
              Scripts and apps call it with a <strong>personal access token</strong>, part of the{" "}
              <Link href="/subscription" className={link}>
                Pro plan
              </Link>
              . Everything it offers is described by an OpenAPI 3.1 document at{" "}
              <a href={DOCUMENT_PATH} className={`${link} wrap-anywhere`}>
                {documentUrl}
              </a>
              .
            </p>
          </div>
        </TitledCard>
        <TokenSteps />
        <ExamplesCard origin={APP_URL} today={localDateIn(user?.time_zone ?? "UTC")} />
        <LimitsCard perMinute={API_RATE_PER_MINUTE} perDay={API_RATE_PER_DAY} />
        <section aria-labelledby="developers-reference" className="space-y-3">
          <h2 id="developers-reference" className="text-lg font-semibold text-ink">
            Reference
          </h2>
          <p className="text-sm text-muted">
            Every route, its parameters, bodies, answers and errors. Try a request with your token from here.
          </p>
          <div className="overflow-clip rounded-2xl border border-slate-200 bg-white shadow-sm">
            <ApiReference scriptUrl={SCALAR_SCRIPT_URL} documentUrl={DOCUMENT_PATH} origin={APP_URL} nonce={nonce} />
          </div>
        </section>
      </div>
    </>
  );
}
