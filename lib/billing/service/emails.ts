/** Mail about the user's subscription. */
import "server-only";
import type Stripe from "stripe";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import type { BillingAccount } from "./account";
import { formatAmount } from "../plans";

export async function sendPaymentFailedEmail(account: BillingAccount, invoice: Stripe.Invoice): Promise<void> {
  const link = `${env().APP_URL}/subscription`;
  const amount = invoice.amount_due ? ` of ${formatAmount(invoice.amount_due, invoice.currency)}` : "";
  const text = [
    `Hello ${account.name},`,
    "",
    `We could not take the payment${amount} for your vitalog subscription.`,
    "Please update your payment method so your plan continues; Stripe will try again in the next few days.",
    "",
    `Manage your subscription: ${link}`,
    "",
    `Questions? Contact us at ${env().SUPPORT_EMAIL}.`,
  ].join("\n");
  try {
    await sendEmail({ to: account.email, subject: "Your vitalog payment failed", text });
  } catch (err) {
    // the event is recorded; a lost mail must not make Stripe redeliver and re-apply it
    log.error("payment-failed email not sent", { user: account.id, error: describeError(err) });
  }
}
