/**
 * The routes no client of the API calls, left out of the document: each is still declared, so
 * that every route under app/api binds a declaration.
 */
import { internalEndpoint } from "../endpoint";

export const internalEndpoints = {
  authGet: internalEndpoint({
    method: "get",
    path: "/api/auth/{nextauth}",
    summary: "Auth.js's own routes (the session, the CSRF token, the sign-in pages' callbacks)",
  }),
  authPost: internalEndpoint({
    method: "post",
    path: "/api/auth/{nextauth}",
    summary: "Auth.js's own routes (the browser's sign-in and sign-out)",
  }),
  stripeWebhook: internalEndpoint({
    method: "post",
    path: "/api/stripe/webhook",
    summary: "Stripe's events, verified by their signature",
  }),
  cronReminders: internalEndpoint({
    method: "get",
    path: "/api/cron/reminders",
    summary: "The minute job, for a scheduler with CRON_SECRET",
  }),
};
