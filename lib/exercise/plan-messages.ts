/**
 * What the plan generator shows when a generation fails (spec section 8, "Plan generation"),
 * from the status our API answered (0: the server could not be reached).
 */
export const PLAN_MESSAGES = {
  sessionExpired: "Session expired. Please log in again.",
  tooMany: "Too many requests. Please wait a moment and try again.",
  timeout: "The request was cancelled because it took longer than 60 seconds. Please try again or use the basic plan.",
  connection: "Could not connect to the server. Please check your internet connection and try again.",
  aiUnreachable: "Could not connect to the AI service. Please try again later or use the basic plan.",
  other: "Failed to generate workout plan. Please try again later.",
} as const;

export function planFailureMessage(status: number, detail?: string): string {
  switch (status) {
    case 0:
      return PLAN_MESSAGES.connection;
    case 401:
      return PLAN_MESSAGES.sessionExpired;
    case 429:
      return PLAN_MESSAGES.tooMany;
    case 504:
      return PLAN_MESSAGES.timeout;
    case 503:
      return PLAN_MESSAGES.aiUnreachable;
    case 400:
    case 402:
      // bad preferences and the plan limit carry their own words
      return detail || PLAN_MESSAGES.other;
    default:
      return PLAN_MESSAGES.other;
  }
}
