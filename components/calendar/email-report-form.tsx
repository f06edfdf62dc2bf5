"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { isPlanLimit, UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";

export const SEND_FAILED = "Failed to send the report. Please try again.";

export type SentReport = { to: string; days: number; sent_at: string };

export function EmailReportForm({ periods, sent }: { periods: readonly number[]; sent: SentReport[] }) {
  const router = useRouter();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [days, setDays] = useState(90);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setPlanLimit(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError("Enter the provider's email address, e.g. dr.lee@clinic.example");
      return;
    }
    setBusy(true);
    try {
      await api("/api/reports/email", {
        method: "POST",
        body: { provider_email: email.trim(), days, message: message || undefined },
      });
      toast.show(`Medical report sent to ${email.trim()}.`, "success");
      setMessage("");
      router.refresh();
    } catch (err) {
      if (isPlanLimit(err)) setPlanLimit(err.detail);
      else setError(errorText(err, SEND_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="email-report">
      <CardTitle>
        <span id="email-report">Email to your provider</span>
      </CardTitle>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field label="Provider's email" error={error}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Period of the emailed report">
          {(p) => (
            <Select {...p} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {periods.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Message (optional)" hint="Up to 1000 characters, sent with the report.">
          {(p) => (
            <Textarea {...p} rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          )}
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? "Sending…" : "Email medical report"}
        </Button>
        {planLimit && <UpgradePrompt detail={planLimit} />}
      </form>
      <h3 className="mt-5 text-sm font-semibold">Sent reports</h3>
      {sent.length === 0 ? (
        <p className="text-sm text-muted">No reports sent yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {sent.map((s) => (
            <li key={`${s.sent_at}-${s.to}`} className="py-1.5">
              Medical report ({s.days} days) to <span className="font-medium">{s.to}</span>
              <span className="block text-muted">
                {new Date(s.sent_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
