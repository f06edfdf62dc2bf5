import { PaymentResult } from "@/components/billing/payment-result";
import { PageHeader } from "@/components/shell/app-header";
import { requireSessionUser } from "@/lib/auth/session";
import { effectivePlan, PLAN_NAMES } from "@/lib/billing/entitlements";

export const metadata = { title: "Payment" };

/** Where Stripe Checkout returns (`?session_id=`); a load of the app with session_id lands here too. */
export default async function SubscriptionSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireSessionUser();
  const raw = (await searchParams).session_id;
  const sessionId = typeof raw === "string" && raw.trim() !== "" ? raw : null;
  return (
    <>
      <PageHeader title="Payment" subtitle="Your subscription payment" />
      <PaymentResult sessionId={sessionId} planName={PLAN_NAMES[effectivePlan(user)]} />
    </>
  );
}
