import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { BrandPage } from "@/components/shell/brand-page";
import { ButtonLink } from "@/components/ui/button";
import { getSessionUser } from "@/lib/identity/sign-in/session";

/**
 * The developer page is public: a signed-in reader sees it in the app's frame, anyone else
 * under the brand with a way to sign in.
 */
export default async function DevelopersLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (user) return <AppShell userId={user.id}>{children}</AppShell>;
  return (
    <BrandPage
      width="page"
      actions={
        <ButtonLink href="/login" variant="secondary" size="sm">
          Sign in
        </ButtonLink>
      }
    >
      {children}
    </BrandPage>
  );
}
