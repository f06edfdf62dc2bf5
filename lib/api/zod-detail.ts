import type { z } from "zod";

/** One readable sentence for the first problem zod found, naming the field. */
export function zodDetail(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const field = issue.path.map(String).join(".");
  // Messages we wrote ourselves already name the field (they start with a capital letter).
  if (/^[A-Z]/.test(issue.message) || !field) return issue.message;
  return `${field}: ${issue.message}`;
}
