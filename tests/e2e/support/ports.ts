/**
 * Ports of the e2e run. E2E_PORT moves the whole set, so two checkouts can run their
 * browser tests at once: the app on E2E_PORT, its stand-ins just above it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = E2E_PORT + 25;
export const MAIL_HTTP_PORT = E2E_PORT + 26;
export const OPENAI_FAKE_PORT = E2E_PORT + 27;
export const OPENAI_FAKE_URL = `http://127.0.0.1:${OPENAI_FAKE_PORT}/v1`;
export const OFF_FAKE_PORT = E2E_PORT + 28;
export const OFF_FAKE_URL = `http://127.0.0.1:${OFF_FAKE_PORT}`;
