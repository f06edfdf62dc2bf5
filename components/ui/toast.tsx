"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cx } from "./cx";

type Tone = "success" | "error" | "info";
type Toast = { id: number; message: string; tone: Tone };
type ToastApi = {
  show: (message: string, tone?: Tone) => void;
  /** Removes the error toasts: a result shown elsewhere (beside a field) replaces them too. */
  clearErrors: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

/**
 * Brief messages after an action: its success, or why it failed. At most two on screen, and an
 * error never stays beside a newer result: the next message replaces it, so a fixed mistake
 * does not leave its complaint on screen and two failures do not stack.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, tone: Tone = "info") => {
      const id = nextId++;
      // at most two on screen: a burst of messages must not cover the page on a phone
      setToasts((all) => [...all.filter((t) => t.tone !== "error").slice(-1), { id, message, tone }]);
      setTimeout(() => dismiss(id), tone === "error" ? 8000 : 5000);
    },
    [dismiss],
  );
  const clearErrors = useCallback(() => setToasts((all) => all.filter((t) => t.tone !== "error")), []);
  const api = useMemo(() => ({ show, clearErrors }), [show, clearErrors]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === "error" ? "alert" : "status"}
            className={cx(
              "pointer-events-auto flex w-full max-w-md items-center justify-between gap-2",
              "rounded-xl py-1 pl-4 pr-1 text-sm shadow-lg",
              t.tone === "error"
                ? "bg-red-700 text-white"
                : t.tone === "success"
                  ? "bg-emerald-700 text-white"
                  : "bg-slate-800 text-white",
            )}
          >
            <span>{t.message}</span>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className={cx(
                "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center",
                "text-lg font-semibold opacity-80 hover:opacity-100",
              )}
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
