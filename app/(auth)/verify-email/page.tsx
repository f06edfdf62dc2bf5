import type { Metadata } from "next";
import { VerifyEmail } from "@/components/auth/verify-email";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata: Metadata = { title: "Verify email" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, user] = await Promise.all([searchParams, getSessionUser()]);
  const token = searchValue(params.token);
  return <VerifyEmail token={token || null} signedIn={user !== null} />;
}
