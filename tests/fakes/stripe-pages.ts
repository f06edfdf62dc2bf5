/** The stand-in's hosted pages: Checkout (a "Pay" button) and the customer portal. */
const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
button{font:inherit;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;width:100%}
a{color:#4338ca}</style>
</head><body><p><small>Stripe test stand-in (no real payment)</small></p>${body}</body></html>`;
}

export function checkoutPage(session: Record<string, unknown>, prices: Record<string, number>): string {
  const items = session.line_items as { price: string }[];
  const price = items[0]?.price ?? "";
  const amount = ((prices[price] ?? 0) / 100).toFixed(2);
  if (session.status !== "open")
    return page(
      "Checkout",
      `<h1>This checkout session is ${esc(session.status)}</h1><p><a href="${esc(session.cancel_url)}">Back</a></p>`,
    );
  return page(
    "Checkout",
    `<h1>Subscribe</h1>
<p>${esc((session.metadata as Record<string, string>)?.plan ?? price)}: $${amount} USD per month</p>
<form method="post" action="/checkout/${esc(session.id)}/pay"><button type="submit">Pay</button></form>
<p><a href="${esc(session.cancel_url)}">Cancel and go back</a></p>`,
  );
}

export function portalPage(portal: Record<string, unknown>, subs: Record<string, unknown>[]): string {
  const list = subs
    .map((s) => `<li>${esc(s.id)}: ${esc(s.status)}${s.cancel_at_period_end ? " (cancels at period end)" : ""}</li>`)
    .join("");
  return page(
    "Billing portal",
    `<h1>Your subscription</h1><ul>${list || "<li>No subscriptions</li>"}</ul>
${
  subs.length
    ? `<form method="post" action="/portal/${esc(portal.id)}/cancel">
<button type="submit">Cancel plan</button></form>`
    : ""
}
<p><a href="${esc(portal.return_url)}">Return to vitalog</a></p>`,
  );
}
