import type { Metadata } from "next";
import { ResetPassword } from "@/components/auth/reset-password";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata: Metadata = { title: "Reset password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = searchValue((await searchParams).token);
  return <ResetPassword token={token || null} />;
}
