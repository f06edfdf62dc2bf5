import { ApiClientError, NETWORK_ERROR } from "@/lib/api/client";

/**
 * The spec's wording for a failed account write (section 8): "Error: " and the server's
 * detail (else the fallback); an unreachable server reads "Network error. Please try again.".
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiClientError) || err.status === 0) return NETWORK_ERROR;
  return `Error: ${err.detail || fallback}`;
}
