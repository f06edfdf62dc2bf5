import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-panel";
import { ForgetKeptPages } from "@/components/pwa/forget-kept-pages";
import { localNextPath } from "@/lib/identity/sign-in/callback-url";
import { getSessionUser } from "@/lib/identity/sign-in/session";
import { env } from "@/lib/env";
import { searchValue, type SearchParams } from "@/lib/navigation";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  if (await getSessionUser()) redirect(localNextPath(searchValue(params.next), env().APP_URL) ?? "/");
  const tab = searchValue(params.tab);
  return (
    <>
      <AuthPanel initialTab={tab === "register" ? "register" : "login"} />
      <ForgetKeptPages />
    </>
  );
}
