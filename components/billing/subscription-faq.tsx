import { TRIAL_DAYS } from "@/lib/billing/entitlements";

const FAQ = [
  {
    q: "Can I cancel anytime?",
    a:
      "Yes. Your paid plan stays until the end of the period you have paid for; after that you are on the Free plan. " +
      "You are not charged again.",
  },
  {
    q: "What happens to my data if I downgrade?",
    a:
      "Nothing is deleted. Everything you logged stays readable and exportable; " +
      "only adding entries that need a paid plan is limited.",
  },
  {
    q: "How does the free trial work?",
    a:
      `New accounts get ${TRIAL_DAYS} days of Premium features. When the trial ends you are on the Free plan ` +
      "unless you subscribe; you are never charged automatically.",
  },
  {
    q: "How are payments handled?",
    a: "Payments are processed by Stripe. vitalog never sees or stores your card number.",
  },
];

export function SubscriptionFaq() {
  return (
    <div className="divide-y divide-slate-200">
      {FAQ.map((item) => (
        <details key={item.q} className="group py-2">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-medium text-ink">
            {item.q}
            <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <p className="pb-2 text-sm text-muted">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
