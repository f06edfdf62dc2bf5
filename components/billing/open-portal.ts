import { api } from "@/lib/api/client";

/** Leaves for the Stripe customer portal (cancel, change plan or card); throws the API's failure. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await api<{ url: string }>("/api/billing-portal", { method: "POST" });
  window.location.assign(url);
}
