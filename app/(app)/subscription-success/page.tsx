import { PaymentResult } from "@/components/billing/payment-result";
import { PageHeader } from "@/components/shell/app-header";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { getCheckoutPlan } from "@/lib/billing/service";
import { effectivePlan, PLAN_NAMES, type Plan } from "@/lib/billing/entitlements";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata = { title: "Payment" };

const isPlan = (v: string | null): v is Plan => v === "free" || v === "premium" || v === "pro";

/** Where Stripe Checkout returns (`?session_id=`); a load of the app with session_id lands here too. */
export default async function SubscriptionSuccessPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const raw = searchValue((await searchParams).session_id);
  const sessionId = raw && raw.trim() !== "" ? raw.slice(0, 300) : null;
  // the plan this checkout was for (shown only once the webhook has granted it), else the plan in force
  const bought = sessionId ? await getCheckoutPlan(await getDb(), user.id, sessionId) : null;
  const planName = PLAN_NAMES[isPlan(bought) ? bought : effectivePlan(user)];
  return (
    <>
      <PageHeader title="Payment" subtitle="Your subscription payment" />
      <PaymentResult sessionId={sessionId} planName={planName} />
    </>
  );
}
