import type { Metadata } from "next";
import Link from "next/link";
import { LegalDocument, LegalSection } from "@/components/shell/legal-document";

export const metadata: Metadata = { title: "HIPAA Compliance" };

export default function HipaaPage() {
  return (
    <LegalDocument title="HIPAA Compliance" updated="25 November 2026">
      <LegalSection title="Does HIPAA apply to vitalog?">
        <p>
          HIPAA, the US health privacy law, binds covered entities (health plans, clearing houses and healthcare
          providers who bill electronically) and their business associates. vitalog is none of these: it is a personal
          tracker you keep for yourself, and it does not receive records from your doctor or insurer. HIPAA therefore
          does not apply to the records you keep here, and vitalog claims no HIPAA certification. (No official HIPAA
          certification exists.)
        </p>
        <p>
          vitalog still protects your health data with safeguards of the kind HIPAA asks of covered entities. When you
          give a report to your doctor, that copy is then held under your doctor&apos;s own obligations.
        </p>
      </LegalSection>
      <LegalSection title="The safeguards vitalog has">
        <ul>
          <li>Passwords stored only as argon2id hashes; repeated failed sign-ins are slowed down.</li>
          <li>
            Sessions in httpOnly cookies that page scripts cannot read, ending after 30 days, at sign-out, at a password
            change and at account deletion.
          </li>
          <li>
            Every query limited to the signed-in user&apos;s own records; another user&apos;s record is never shown.
          </li>
          <li>
            Strict security headers: same-origin content only, no framing by other sites, and HTTPS enforced (HSTS) in
            production.
          </li>
          <li>Server logs without email addresses or health data.</li>
          <li>Card data handled by Stripe alone; it never reaches vitalog.</li>
          <li>Your data is never sold, rented or used for advertising.</li>
          <li>Export of your records, and deletion of your account with every record in it, whenever you choose.</li>
        </ul>
      </LegalSection>
      <LegalSection title="More">
        <p>
          What is stored and who else sees it is listed in the{" "}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
