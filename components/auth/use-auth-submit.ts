"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { AuthResult } from "@/lib/auth/actions";
import { NETWORK_ERROR } from "@/lib/api/client";

const FALLBACK = "Authentication failed";

/**
 * Runs a sign-in server action: "Processing..." while in flight, the server's detail (or
 * the spec's fallbacks) on failure, the dashboard on success. The pending state is kept
 * on success so the button stays disabled until the dashboard replaces the form.
 */
export function useAuthSubmit() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<AuthResult>) {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await action();
      if (result.ok) {
        router.replace("/");
        router.refresh();
        return;
      }
      setError(result.detail || FALLBACK);
    } catch (err) {
      console.error("sign-in request failed", err);
      setError(NETWORK_ERROR);
    }
    setPending(false);
  }

  return { pending, error, run };
}
