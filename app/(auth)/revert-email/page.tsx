import type { Metadata } from "next";
import { RevertEmail } from "@/components/auth/revert-email";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata: Metadata = { title: "Restore your email address" };

export default async function RevertEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = searchValue((await searchParams).token);
  return <RevertEmail token={token || null} />;
}
