import type { Metadata } from "next";
import Link from "next/link";
import { LegalDocument, LegalSection } from "@/components/shell/legal-document";

export const metadata: Metadata = { title: "Terms of Service" };

export default function TermsPage() {
  return (
    <LegalDocument title="Terms of Service" updated="25 November 2026">
      <p>These terms are the agreement between you and vitalog when you create an account and use it.</p>
      <LegalSection title="What vitalog is">
        <p>
          vitalog is a personal tracker for your own food, exercise, migraines, vital signs, medications and journal. It
          is not a medical device and gives no medical advice: calorie goals, insights and AI suggestions are estimates.
          Talk to a doctor before changing treatment, diet or exercise, and call your local emergency number in an
          emergency.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>You must be at least 13 years old.</li>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>What you log stays yours. vitalog uses it only to show it back to you and run the features you use.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Plans and payment">
        <ul>
          <li>A new account starts with a 7-day free trial; after it, the free plan keeps the core features.</li>
          <li>
            Premium and Pro are subscriptions paid through Stripe. You can change or cancel them on the Subscription
            page; a cancelled paid plan runs to the end of the period already paid.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Fair use">
        <p>
          Do not try to reach other people&apos;s data, overload the service or get around plan limits. An account that
          does may be suspended.
        </p>
      </LegalSection>
      <LegalSection title="Ending">
        <p>
          You can delete your account at any time in Settings → Account &amp; Security; your data is deleted with it.
          How vitalog handles your data is set out in the{" "}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
