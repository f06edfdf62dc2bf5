import type { Metadata } from "next";
import { LegalDocument, LegalSection } from "@/components/shell/legal-document";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy" updated="25 November 2026">
      <p>
        vitalog is a personal health tracker. This page says plainly what it keeps about you, why, who else sees any of
        it, and how you take it with you or delete it.
      </p>
      <LegalSection title="What vitalog stores">
        <ul>
          <li>Your account: name, email address, a hash of your password, your plan and its dates.</li>
          <li>
            Your profile: age, gender, height, current and goal weight, activity level, units, time zone, calorie and
            workout goals, and your display preferences (theme, dismissed notes).
          </li>
          <li>
            What you log: food, exercise and workout plans, migraines, vital signs and symptoms, medications, doses and
            reminders, and journal entries.
          </li>
          <li>
            For security: your sign-ins (a session lasts up to 30 days), sign-in attempts with the address they came
            from (to slow down password guessing), and one-time links for email confirmation and password resets.
          </li>
        </ul>
        <p>
          Server logs record each request&apos;s method, path, status, duration and user id; never your email address or
          health data.
        </p>
      </LegalSection>
      <LegalSection title="How it is protected">
        <ul>
          <li>Passwords are stored only as argon2id hashes; nobody can read your password back.</li>
          <li>
            Your browser signs in with an httpOnly session cookie that page scripts cannot read; signing out, changing
            your password or deleting your account ends sign-ins at once.
          </li>
          <li>Every read and write is limited to your own records.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Who else sees your data">
        <ul>
          <li>
            Email goes through the SMTP mail server vitalog is configured with: account confirmation, password resets,
            subscription notices, reports you choose to email and medication reminders you turn on.
          </li>
          <li>
            Payments are handled by Stripe. You enter your card on Stripe&apos;s own checkout page; card numbers never
            reach vitalog, which keeps only Stripe&apos;s customer and subscription references.
          </li>
          <li>
            AI features send a food photo or your workout request to the configured OpenAI-compatible service only when
            you use them. The photo is analysed and not stored by vitalog.
          </li>
          <li>A barcode you look up may be sent to Open Food Facts to find the product.</li>
        </ul>
        <p>vitalog shows no ads, uses no third-party trackers, and never sells or rents your data.</p>
      </LegalSection>
      <LegalSection title="Your choices">
        <ul>
          <li>Edit your profile any time in Settings → Profile.</li>
          <li>Export your records from Calendar → Export (CSV on every plan).</li>
          <li>
            Delete your account in Settings → Account &amp; Security: your account and every record of yours are deleted
            from the database at once.
          </li>
        </ul>
      </LegalSection>
    </LegalDocument>
  );
}
