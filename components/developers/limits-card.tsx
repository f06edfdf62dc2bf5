import { TitledCard } from "@/components/ui/card";

const ERRORS: { status: number; meaning: string }[] = [
  { status: 400, meaning: "The body or query breaks a rule; the detail names it. Fix the request." },
  { status: 401, meaning: "No token, or it is unknown, revoked or expired. Create a new one." },
  { status: 402, meaning: "The token's owner is no longer on Pro. It works again after an upgrade." },
  {
    status: 403,
    meaning:
      "A read-only token tried a write, or a token called an account or token route. Use a read and write token, or sign in to the app.",
  },
  { status: 409, meaning: "The same Idempotency-Key while its first request is still running. Retry in a moment." },
  { status: 422, meaning: "An Idempotency-Key sent again with a different request. Use a new key." },
  { status: 429, meaning: "Over the minute's or the day's budget. Wait Retry-After seconds." },
];

const cell = "py-2 pr-3 align-top";

/** The token's budget, the headers that report it, and what each refusal means. */
export function LimitsCard({ perMinute, perDay }: { perMinute: number; perDay: number }) {
  return (
    <TitledCard id="developers-limits" title="Limits and errors">
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
        <li>
          Each token may make {perMinute.toLocaleString("en-US")} requests a minute and {perDay.toLocaleString("en-US")}{" "}
          a day (UTC).
        </li>
        <li>
          Every answer carries <code className="font-mono">RateLimit-Limit</code>,{" "}
          <code className="font-mono">RateLimit-Remaining</code> and <code className="font-mono">RateLimit-Reset</code>{" "}
          (seconds); a 429 adds <code className="font-mono">Retry-After</code>.
        </li>
        <li>
          Every <code className="font-mono">POST</code> takes an <code className="font-mono">Idempotency-Key</code>{" "}
          header: the same key and body within 24 hours answers the first answer again, without doing the work twice.
        </li>
      </ul>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left text-sm text-muted">
            Every refusal is JSON <code className="font-mono">{'{ "detail": "…" }'}</code> with a sentence you can show
            a person.
          </caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 font-medium">
                Meaning and what to do
              </th>
            </tr>
          </thead>
          <tbody>
            {ERRORS.map((e) => (
              <tr key={e.status} className="border-t border-slate-100">
                <th scope="row" className={`${cell} text-left font-mono font-semibold`}>
                  {e.status}
                </th>
                <td className="py-2 align-top text-ink">{e.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledCard>
  );
}
