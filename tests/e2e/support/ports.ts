/**
 * Ports of the e2e run. E2E_PORT moves the whole set, so two checkouts can run their
 * browser tests at once: the app on E2E_PORT, its stand-ins just above it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = E2E_PORT + 25;
export const MAIL_HTTP_PORT = E2E_PORT + 26;
/**
 * The SMTP stand-in offers STARTTLS with a certificate it makes here at start; the app, a
 * production build that sends mail over TLS only, trusts it through NODE_EXTRA_CA_CERTS.
 */
export const SMTP_TLS_DIR = `/tmp/vitalog-e2e-smtp-tls-${E2E_PORT}`;
export const SMTP_TLS_ENV = { NODE_EXTRA_CA_CERTS: `${SMTP_TLS_DIR}/cert.pem` };
export const OPENAI_FAKE_PORT = E2E_PORT + 27;
export const OPENAI_FAKE_URL = `http://127.0.0.1:${OPENAI_FAKE_PORT}/v1`;
export const OFF_FAKE_PORT = E2E_PORT + 28;
export const OFF_FAKE_URL = `http://127.0.0.1:${OFF_FAKE_PORT}`;
/** The Open-Meteo stand-in (tests/fakes/open-meteo-server.ts): geocoding and forecast on one port. */
export const OPEN_METEO_FAKE_PORT = E2E_PORT + 30;
export const OPEN_METEO_FAKE_URL = `http://127.0.0.1:${OPEN_METEO_FAKE_PORT}`;

/** The Stripe stand-in (tests/fakes/stripe-server.ts) and the app's Stripe settings that point at it. */
export const STRIPE_FAKE_PORT = E2E_PORT + 29;
export const STRIPE_E2E = {
  prices: { premium: "price_e2e_premium", pro: "price_e2e_pro" },
  webhookSecret: "whsec_e2e_not_for_production",
  /** The app's environment for the e2e run. */
  appEnv: {
    STRIPE_SECRET_KEY: "sk_test_e2e_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_not_for_production",
    STRIPE_PRICE_PREMIUM: "price_e2e_premium",
    STRIPE_PRICE_PRO: "price_e2e_pro",
    STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_FAKE_PORT}`,
  },
};

/** The app's VAPID key pair in the e2e run (test-only keys): push is offered as available. */
export const VAPID_E2E = {
  VAPID_PUBLIC_KEY: "BMa-C_1LEzTPDC9GyTAxwo63agcSHltunYBFXwXPNuZIxJjWOrLnmarjEzfG11DknRSfGlLfhycf680tbBL4ojo",
  VAPID_PRIVATE_KEY: "rdXoAEoN2_UCvkBNCg58gVBGPhgTTuoVbRhwGFTNpLA",
  VAPID_SUBJECT: "mailto:e2e@vitalog.example",
};
