import type { z } from "zod";

// zod's own wording; our schemas' messages name their field already ("Age must be ...").
const GENERIC = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** One readable sentence for the first problem zod found, naming the field. */
export function zodDetail(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const field = issue.path.map(String).join(".");
  return field && GENERIC.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}
