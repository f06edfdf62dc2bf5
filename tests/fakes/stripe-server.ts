/**
 * The Stripe stand-in as a process, for Playwright: STRIPE_FAKE_PORT, the app's webhook URL
 * and secret, and STRIPE_FAKE_PRICES ("price_premium:999,price_pro:1999").
 */
import { startFakeStripe } from "./stripe";

const prices = Object.fromEntries(
  (process.env.STRIPE_FAKE_PRICES ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [id, cents] = pair.split(":");
      return [id!, Number(cents)];
    }),
);
const fake = await startFakeStripe({
  port: Number(process.env.STRIPE_FAKE_PORT ?? 3129),
  prices,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  webhookDelayMs: Number(process.env.STRIPE_FAKE_WEBHOOK_DELAY_MS ?? 1500),
});
console.log(`fake Stripe on ${fake.baseURL}`);
