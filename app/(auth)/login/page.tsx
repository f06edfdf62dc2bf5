import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-panel";
import { getSessionUser } from "@/lib/auth/session";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  if (await getSessionUser()) redirect("/");
  const tab = searchValue((await searchParams).tab);
  return <AuthPanel initialTab={tab === "register" ? "register" : "login"} />;
}
