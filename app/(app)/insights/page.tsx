import { InsightsBody } from "@/components/insights/insights-body";
import { PageHeader } from "@/components/shell/app-header";
import { getDb } from "@/db/client";
import { isAiConfigured } from "@/lib/ai/provider";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { featureGate } from "@/lib/billing/gate";
import { getInsights } from "@/lib/insights/service";

export const metadata = { title: "Smart Insights" };

export default async function InsightsPage() {
  const user = await requireSessionUser();
  const insights = await getInsights(await getDb(), user);

  return (
    <>
      <PageHeader title="Smart Insights" subtitle="Computed from your last 7 days" />
      <div className="space-y-4">
        <p className="text-xl font-semibold text-ink">Welcome, {user.name}!</p>
        <InsightsBody insights={insights} aiGate={featureGate(user, "ai", { aiConfigured: isAiConfigured() })} />
      </div>
    </>
  );
}
