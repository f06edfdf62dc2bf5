"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import type { $ZodType } from "zod/v4/core";
import { api, ApiClientError, errorText, type FailureText } from "@/lib/api-client/client";
import type { ContractWrite } from "@/lib/api-client/contract";
import type { OfflineOptions } from "@/lib/offline/types";
import { validate, type FieldErrors } from "@/lib/validation/issues";
import { focusFirstInvalid } from "./focus-first-invalid";
import { useToast } from "./toast";

/** A write of the contract, checked against the OpenAPI document's paths, methods and bodies. */
export type ApiRequest = ContractWrite;

/** The success toast of a route that words its own success (`{ detail: "... deleted successfully!" }`). */
export const detailOf = (result: unknown): string => String((result as { detail?: unknown } | null)?.detail ?? "");

export type ApiActionOptions<I, R> = {
  /** The call to make for an input. */
  request?: (input: I) => ApiRequest;
  /**
   * In place of `request`, for an action of several calls (one per measurement, say): makes them
   * with `api()` and answers the result; a call's ApiClientError thrown out of it is the failure.
   */
  send?: (input: I, key: string) => Promise<R>;
  /**
   * The schema the route parses the body with: an input it refuses is not sent, and its
   * messages show beside their fields (`fieldErrors`), in the same words the API would use.
   */
  schema?: $ZodType;
  /**
   * Rules on what the form holds but does not send (a password typed twice, units before
   * conversion), as messages per field; they show with the schema's, and nothing is sent.
   */
  check?: (input: I) => FieldErrors;
  /** The toast after a success; none when omitted. */
  success?: string | ((result: R, input: I) => string);
  /** What a failure says (see `errorText`). */
  failure: string | FailureText;
  /** Where a failure shows: a toast (default), or `error` for a message inside the form. */
  errorIn?: "toast" | "form";
  /** After a success, before the refresh: close a dialog, reset a form, move to a tab. */
  onSuccess?: (result: R, input: I) => void;
  /** Re-render the server page after a success, so every list shows the change. Default true. */
  refresh?: boolean;
  /**
   * A POST that works offline: when the browser is offline or the server cannot be reached, the
   * write is saved on this device (lib/offline) under the Idempotency-Key made at this Save,
   * and sent when the connection returns; the lists show it marked "Waiting to sync".
   */
  offline?: OfflineOptions<I>;
};

export type { OfflineOptions };

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export type ApiAction<I, R> = {
  /** Validates, sends, and reports; answers the result, or undefined when refused or failed. */
  run: (input: I) => Promise<R | undefined>;
  /** A form's onSubmit: prevents the browser's submit and runs with the input of the moment. */
  submit: (input: () => I) => (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The failure's message when `errorIn` is "form". */
  error: string | null;
  /** The failed call's HTTP status (0: the server could not be reached), e.g. 402 to offer an upgrade. */
  errorStatus: number | null;
  fieldErrors: FieldErrors;
  /** Clears the error and the field errors (e.g. when the user edits again). */
  clear: () => void;
  /** Forgets the message of fields the user edits again. */
  clearField: (...fields: string[]) => void;
};

/**
 * The one write path of a client component: validate with the route's own schema, call the
 * REST contract, then toast, close or reset, and refresh the server-rendered page; or show why
 * not. A second submit while one is in flight is ignored.
 */
export function useApiAction<I, R = unknown>(options: ApiActionOptions<I, R>): ApiAction<I, R> {
  const router = useRouter();
  const toast = useToast();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errorStatus, setErrorStatus] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function run(input: I, form: HTMLFormElement | null = null): Promise<R | undefined> {
    if (inFlight.current) return undefined;
    const o = options;
    setError(null);
    setErrorStatus(null);
    const request = o.request?.(input);
    if (o.schema || o.check) {
      const errors = { ...o.check?.(input) };
      const checked = o.schema ? validate(o.schema, request?.body) : null;
      if (checked && !checked.ok)
        for (const [field, message] of Object.entries(checked.errors)) errors[field] ??= message;
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) {
        // a problem of the whole payload ("Nothing to update") has no field to stand beside
        const whole = errors[""];
        if (whole && o.errorIn !== "form") toast.show(whole, "error");
        else toast.clearErrors();
        if (whole && o.errorIn === "form") setError(whole);
        focusFirstInvalid(form);
        return undefined;
      }
    }
    inFlight.current = true;
    setPending(true);
    // made at Save: a retry of this write, from here or from the queue, is the same write
    // a `send` action derives one key per call from it (`${key}.${index}`), as its queued writes do
    const key = !request || (request.method ?? "POST") === "POST" ? crypto.randomUUID() : undefined;
    const offline = o.offline;
    /** Saves the write on this device (lib/offline/enqueue); false when it cannot, and it fails as usual. */
    async function saveOffline(): Promise<boolean> {
      const saved = await import("@/lib/offline/sync-client")
        .then((m) => m.saveWrites(input, request, key, offline!))
        .catch(() => false);
      if (!saved) return false;
      toast.show(`Saved on this device: ${offline!.label(input)}. It will sync when you're back online.`, "success");
      offline!.onQueued?.(input);
      return true;
    }
    try {
      if (offline && isOffline() && (await saveOffline())) return undefined;
      const result = request ? await api<R>(request, { idempotencyKey: key }) : await o.send!(input, key!);
      if (o.success) toast.show(typeof o.success === "string" ? o.success : o.success(result, input), "success");
      o.onSuccess?.(result, input);
      if (o.refresh !== false) router.refresh();
      return result;
    } catch (err) {
      const status = err instanceof ApiClientError ? err.status : 0;
      if (err instanceof ApiClientError && status === 0 && offline && (await saveOffline())) return undefined;
      setErrorStatus(status);
      const text = errorText(err, o.failure);
      if (o.errorIn === "form") {
        setError(text);
        toast.clearErrors();
      } else toast.show(text, "error");
      return undefined;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return {
    run: (input) => run(input),
    submit: (input) => (event) => {
      event.preventDefault();
      void run(input(), event.currentTarget);
    },
    pending,
    error,
    errorStatus,
    fieldErrors,
    clear: () => {
      setError(null);
      setErrorStatus(null);
      setFieldErrors({});
    },
    clearField: (...fields) =>
      setFieldErrors((all) => Object.fromEntries(Object.entries(all).filter(([field]) => !fields.includes(field)))),
  };
}
