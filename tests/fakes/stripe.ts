/**
 * A local Stripe stand-in for the real `stripe` SDK (point it here with host/port/protocol,
 * i.e. STRIPE_API_BASE). It implements the calls vitalog makes: customers create, checkout
 * sessions create/retrieve, subscriptions retrieve/update, billing portal sessions. Its
 * checkout URL serves a page with a "Pay" button that completes the session, creates the
 * subscription and delivers signed webhooks (checkout.session.completed,
 * customer.subscription.created, invoice.paid) to `webhookUrl`, then redirects to the
 * session's success URL. Tests drive the same steps directly (completeCheckout, ...).
 * A relative `webhookUrl` is resolved against the address of the app that opened the session
 * (its success or return URL), so one stand-in serves several apps, each its own events.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { decodeForm } from "./stripe-form";
import { checkoutPage, portalPage } from "./stripe-pages";

type Obj = Record<string, unknown> & { id: string };
export type FakeStripeOptions = {
  port?: number;
  /** price id → monthly amount in cents (currency usd). */
  prices: Record<string, number>;
  /** Absolute, or a path (`/api/stripe/webhook`) on the app whose checkout or portal it is. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Wait before delivering the events of a payment made on the checkout page. */
  webhookDelayMs?: number;
};

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_fake${randomBytes(9).toString("hex")}`;
const signer = new Stripe("sk_test_fake_signer");

export async function startFakeStripe(opts: FakeStripeOptions) {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const idempotent = new Map<string, Obj>();
  const delivered: { event: Obj; status: number }[] = [];
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let base = "";

  function event(type: string, object: Obj): Obj {
    return {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** `app`: the address of the app the event belongs to, for a relative webhookUrl. */
  async function deliver(evt: Obj, override?: { secret?: string; timestamp?: number; app?: string }): Promise<number> {
    if (!opts.webhookUrl) throw new Error("fake stripe: no webhookUrl");
    const url = new URL(opts.webhookUrl, override?.app);
    const payload = JSON.stringify(evt);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: override?.secret ?? opts.webhookSecret ?? "",
      timestamp: override?.timestamp,
    });
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    delivered.push({ event: evt, status: res.status });
    return res.status;
  }

  function subscriptionFor(session: Obj): Obj {
    const item = (session.line_items as { price: string }[])[0]!;
    const start = now();
    const sub: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      created: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      items: {
        object: "list",
        has_more: false,
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 30 * DAY,
            price: {
              id: item.price,
              object: "price",
              unit_amount: opts.prices[item.price],
              currency: "usd",
              recurring: { interval: "month", interval_count: 1 },
            },
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    return sub;
  }

  function invoiceFor(sub: Obj, paid: boolean): Obj {
    const item = (sub.items as { data: { price: { unit_amount: number } }[] }).data[0]!;
    return {
      id: newId("in"),
      object: "invoice",
      customer: sub.customer,
      currency: "usd",
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      status: paid ? "paid" : "open",
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: {} },
      },
    };
  }

  /** Pays an open session: the subscription, the session's new state, and its three events (not yet delivered). */
  function completeCheckout(sessionId: string): Obj[] {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`fake stripe: session ${sessionId} is not open`);
    const sub = subscriptionFor(session);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    return [
      event("checkout.session.completed", session),
      event("customer.subscription.created", sub),
      event("invoice.paid", invoiceFor(sub, true)),
    ];
  }

  function updateSubscription(id: string, patch: Record<string, unknown>): Obj {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake stripe: no subscription ${id}`);
    if ("cancel_at_period_end" in patch)
      sub.cancel_at_period_end = patch.cancel_at_period_end === true || patch.cancel_at_period_end === "true";
    if (typeof patch.status === "string") sub.status = patch.status;
    if (sub.status === "canceled") Object.assign(sub, { canceled_at: now(), ended_at: now() });
    return sub;
  }

  function api(method: string, path: string, body: Record<string, unknown>, idemKey?: string): [number, unknown] {
    const err = (status: number, message: string, code?: string) =>
      [status, { error: { type: "invalid_request_error", message, code } }] as [number, unknown];
    const missing = (what: string, id: string) => err(404, `No such ${what}: '${id}'`, "resource_missing");
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      if (idemKey && idempotent.has(idemKey)) return [200, idempotent.get(idemKey)];
      const customer: Obj = {
        id: newId("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      if (idemKey) idempotent.set(idemKey, customer);
      return [200, customer];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const items = (body.line_items as { price?: string; quantity?: string }[] | undefined) ?? [];
      const price = items[0]?.price;
      if (body.mode !== "subscription") return err(400, "fake stripe: only mode=subscription is implemented");
      if (!price || opts.prices[price] === undefined) return err(400, `No such price: '${price}'`, "resource_missing");
      if (typeof body.customer !== "string" || !customers.has(body.customer))
        return err(400, `No such customer: '${String(body.customer)}'`, "resource_missing");
      const id = newId("cs_test");
      const session: Obj = {
        id,
        object: "checkout.session",
        mode: "subscription",
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        status: "open",
        payment_status: "unpaid",
        amount_total: opts.prices[price],
        currency: "usd",
        subscription: null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/checkout/${id}`,
        expires_at: now() + DAY,
        created: now(),
        line_items: items.map((i) => ({ price: i.price, quantity: Number(i.quantity ?? 1) })),
        subscription_data: body.subscription_data,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(m[1]!);
      return s ? [200, s] : missing("checkout.session", m[1]!);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing("subscription", m[1]!);
      if (method === "GET") return [200, sub];
      if (method === "POST")
        return [200, updateSubscription(sub.id, { cancel_at_period_end: body.cancel_at_period_end })];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof body.customer !== "string" || !customers.has(body.customer))
        return err(400, `No such customer: '${String(body.customer)}'`, "resource_missing");
      const id = newId("bps");
      const portal: Obj = {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `${base}/portal/${id}`,
        created: now(),
        livemode: false,
      };
      portals.set(id, portal);
      return [200, portal];
    }
    return err(404, `fake stripe: ${method} ${path} is not implemented`);
  }

  /** Checkout sessions whose events wait for the test to let them go (`/__fake/checkout/:id/hold`). */
  const held = new Map<string, { released: Promise<void>; release: () => void }>();

  /**
   * Delivers a payment's events after the delay (and once released, when its session is held),
   * to the app whose page (`appPage`) sent the user here.
   */
  async function later(events: Obj[], appPage: string, sessionId?: string) {
    await new Promise((r) => setTimeout(r, opts.webhookDelayMs ?? 0));
    if (sessionId) await held.get(sessionId)?.released;
    for (const e of events)
      await deliver(e, { app: appPage }).catch((error) => console.error("fake stripe: delivery failed", error));
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const path = url.pathname;
      const html = (status: number, text: string) =>
        res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(text);
      const redirect = (to: string) => res.writeHead(303, { location: to }).end();
      let m: RegExpMatchArray | null;
      if (path === "/health") return void res.writeHead(200).end("ok");
      // test control (e2e): let a session expire as Stripe does after 24 h
      if (req.method === "POST" && (m = path.match(/^\/__fake\/checkout\/([^/]+)\/expire$/))) {
        const s = sessions.get(m[1]!);
        if (!s) return html(404, "no such session");
        s.status = "expired";
        return void res.writeHead(204).end();
      }
      // test control (e2e): keep a session's payment events until released, so a test sees the
      // app's page while it waits for them, however long the page takes to load
      if (req.method === "POST" && (m = path.match(/^\/__fake\/checkout\/([^/]+)\/(hold|release)$/))) {
        if (m[2] === "hold") {
          let release = () => {};
          const released = new Promise<void>((resolve) => (release = resolve));
          held.set(m[1]!, { released, release });
        } else held.get(m[1]!)?.release();
        return void res.writeHead(204).end();
      }
      if ((m = path.match(/^\/checkout\/([^/]+)(\/pay)?$/))) {
        const session = sessions.get(m[1]!);
        if (!session) return html(404, "<h1>No such checkout session</h1>");
        if (req.method === "GET") return html(200, checkoutPage(session, opts.prices));
        if (session.status !== "open") return redirect(String(session.cancel_url));
        const events = completeCheckout(session.id);
        void later(events, String(session.success_url), session.id);
        return redirect(String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id));
      }
      if ((m = path.match(/^\/portal\/([^/]+)(\/cancel)?$/))) {
        const portal = portals.get(m[1]!);
        if (!portal) return html(404, "<h1>No such portal session</h1>");
        const subs = [...subscriptions.values()].filter(
          (s) => s.customer === portal.customer && s.status !== "canceled",
        );
        if (req.method === "GET") return html(200, portalPage(portal, subs));
        const events = subs.map((s) =>
          event("customer.subscription.updated", updateSubscription(s.id, { cancel_at_period_end: true })),
        );
        void later(events, String(portal.return_url));
        return redirect(String(portal.return_url));
      }
      if (!path.startsWith("/v1/")) return html(404, "<h1>Not found</h1>");
      const auth = req.headers.authorization ?? "";
      if (!/^Bearer sk_/.test(auth)) {
        return void res
          .writeHead(401, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
      }
      const body = req.method === "GET" ? Object.fromEntries(url.searchParams) : decodeForm(raw);
      requests.push({ method: req.method ?? "GET", path, body });
      const key = req.headers["idempotency-key"];
      const [status, out] = api(req.method ?? "GET", path, body, typeof key === "string" ? key : undefined);
      res
        .writeHead(status, { "content-type": "application/json", "request-id": newId("req") })
        .end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (opts.port ?? 0);
  base = `http://127.0.0.1:${port}`;

  return {
    port,
    baseURL: base,
    customers,
    sessions,
    subscriptions,
    requests,
    delivered,
    event,
    deliver,
    completeCheckout,
    updateSubscription,
    /** Marks an open session expired, as Stripe does after 24 h. */
    expireCheckout(sessionId: string): Obj {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`fake stripe: no session ${sessionId}`);
      s.status = "expired";
      return event("checkout.session.expired", s);
    },
    invoiceFor,
    setWebhook(url: string, secret: string) {
      opts.webhookUrl = url;
      opts.webhookSecret = secret;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
