"use client";

import { useState } from "react";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { MESSAGE_MAX, PERIOD_DAYS, reportEmailSchema } from "@/lib/reports/schema";
import { PeriodField } from "./period-field";

export const SEND_FAILED = "Failed to send the report. Please try again.";

/** A report already sent: to whom, its period, and when it was sent as the user reads it. */
export type SentReport = { to: string; days: number; sent: string };

export type EmailReportValues = { email: string; days: number; message: string };

/** What the form sends for its values: no message when none was typed. */
export function emailReportPayload(values: EmailReportValues) {
  return { provider_email: values.email.trim(), days: values.days, message: values.message || undefined };
}

/**
 * Emails the medical report to a provider; a send the plan refuses shows the upgrade prompt
 * with the server's words.
 */
export function EmailReportForm({ sent }: { sent: SentReport[] }) {
  const [values, setValues] = useState<EmailReportValues>({ email: "", days: PERIOD_DAYS.default, message: "" });
  const send = useApiAction({
    schema: reportEmailSchema,
    request: (body: ReturnType<typeof emailReportPayload>) => ({ path: "/api/reports/email", body }),
    success: (_sent, body) => `Medical report sent to ${body.provider_email}.`,
    failure: SEND_FAILED,
    errorIn: "form",
    onSuccess: () => setValues((v) => ({ ...v, message: "" })),
  });
  const set = (change: Partial<EmailReportValues>) => setValues((v) => ({ ...v, ...change }));
  const refused = send.errorStatus === 402 ? send.error : null;

  return (
    <Card aria-labelledby="email-report">
      <CardTitle>
        <span id="email-report">Email to your provider</span>
      </CardTitle>
      <form onSubmit={send.submit(() => emailReportPayload(values))} noValidate className="space-y-3">
        <Field label="Provider's email" error={send.fieldErrors.provider_email ?? (refused ? null : send.error)}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
              required
            />
          )}
        </Field>
        <PeriodField
          label="Period of the emailed report"
          days={values.days}
          onChange={(days) => set({ days })}
          error={send.fieldErrors.days}
        />
        <Field
          label="Message (optional)"
          hint={`Up to ${MESSAGE_MAX} characters, sent with the report.`}
          error={send.fieldErrors.message}
        >
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={values.message}
              onChange={(e) => set({ message: e.target.value })}
            />
          )}
        </Field>
        <Button type="submit" disabled={send.pending} aria-busy={send.pending}>
          {send.pending ? "Sending…" : "Email medical report"}
        </Button>
        {refused && <UpgradePrompt detail={refused} />}
      </form>
      <h3 className="mt-5 text-sm font-semibold">Sent reports</h3>
      {sent.length === 0 ? (
        <p className="text-sm text-muted">No reports sent yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {sent.map((s, i) => (
            <li key={`${i}-${s.to}`} className="py-1.5">
              Medical report ({s.days} days) to <span className="font-medium">{s.to}</span>
              <span className="block text-muted">{s.sent}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
