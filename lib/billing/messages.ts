/** The words users read about subscriptions and payments, shared by the server and the UI. */
export const CHECKOUT_FAILED = "Failed to create checkout session: Please try again.";
export const UPDATE_FAILED = "Failed to update subscription. Please contact support.";
export const DOWNGRADED = "Successfully downgraded to free plan.";
export const TRIAL_CANCELLED =
  "Your free trial is cancelled. Premium features stay until it ends; after that you are on the Free plan.";
export const SUBSCRIPTION_CANCELLED =
  "Your subscription is cancelled. Your plan stays until the end of the period you have paid for; " +
  "after that you are on the Free plan.";
export const NOTHING_TO_CANCEL = "You are on the Free plan: there is no subscription to cancel.";
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured.";
export const PAYMENT_ERROR =
  "There was an error checking your payment status. Please contact support if you were charged.";
export const PAYMENT_EXPIRED = "Your payment session has expired. Please try again.";
export const PAYMENT_TIMEOUT =
  "Your payment is still processing. Please check your email for a confirmation; " +
  "your plan will update as soon as the payment completes.";
export const CHECKOUT_CANCELLED = "Checkout was cancelled. You have not been charged.";

export function contactSupportToCancel(email: string): string {
  return `To cancel your subscription, please contact support at ${email}.`;
}

/** The payment result asks for the checkout's status every 2 s, at most 10 times. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 10;
/** sessionStorage key of the checkout in progress: {session_id, plan}. */
export const CHECKOUT_STORAGE_KEY = "vitalog.checkout";
