import type { Metadata } from "next";
import { VerifyEmail } from "@/components/auth/verify-email";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Verify email" };

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ token }, user] = await Promise.all([searchParams, getSessionUser()]);
  return <VerifyEmail token={typeof token === "string" && token ? token : null} signedIn={user !== null} />;
}
