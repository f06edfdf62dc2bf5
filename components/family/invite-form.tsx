"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { invitationSchema } from "@/lib/family/schema";

/** The owner invites someone by email (POST /api/family/invitations); the link goes by email only. */
export function InviteForm({ seatsLeft }: { seatsLeft: number }) {
  const [email, setEmail] = useState("");
  const invite = useApiAction<{ email: string }, { email: string }>({
    schema: invitationSchema,
    request: (body) => ({ path: "/api/family/invitations", body }),
    success: (result) => `Invitation sent to ${result.email}.`,
    failure: { fallback: "Could not send the invitation", prefix: "Error" },
    errorIn: "form",
    onSuccess: () => setEmail(""),
  });
  if (seatsLeft <= 0) {
    return <p className="text-sm text-muted">Your family is full: 4 members, pending invitations included.</p>;
  }
  return (
    <form noValidate onSubmit={invite.submit(() => ({ email }))} className="space-y-3">
      <Field
        label="Email of the person to invite"
        hint={`${seatsLeft} ${seatsLeft === 1 ? "place" : "places"} left. The link works once, for 7 days.`}
        error={invite.fieldErrors.email ?? invite.error}
      >
        {(props) => (
          <Input
            {...props}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              invite.clear();
            }}
          />
        )}
      </Field>
      <Button type="submit" disabled={invite.pending}>
        {invite.pending ? "Sending..." : "Send invitation"}
      </Button>
    </form>
  );
}
