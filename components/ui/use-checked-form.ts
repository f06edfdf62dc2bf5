"use client";

import { useState, type FormEvent } from "react";
import type { Checked, FieldErrors } from "@/lib/validation/issues";
import { focusFirstInvalid } from "./focus-first-invalid";

/**
 * The submit of a form whose inputs are not its payload (units to convert, a password typed
 * twice, a date of birth): `check` answers every message and the payload, which then goes to
 * `send` (the one write path's `run`, or a sign-in action). A refused form sends nothing and
 * moves focus to its first invalid input.
 */
export function useCheckedForm<P>(check: () => Checked<P>, send: (payload: P) => unknown) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    /** Forgets the messages of inputs the user edits again. */
    clear(...fields: string[]) {
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([field]) => !fields.includes(field))));
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const checked = check();
      setErrors(checked.errors);
      if (checked.payload) void send(checked.payload);
      else focusFirstInvalid(event.currentTarget);
    },
  };
}
