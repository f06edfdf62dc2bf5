import { PageHeader } from "@/components/shell/app-header";
import { ActivityPanel } from "@/components/settings/activity-panel";
import { DeleteAccount } from "@/components/settings/delete-account";
import { PasswordForm } from "@/components/settings/password-form";
import { SessionsPanel } from "@/components/settings/sessions-panel";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { TwoFactorPanel } from "@/components/settings/two-factor-panel";
import { Card, CardTitle } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/identity/sign-in/session";

export const metadata = { title: "Account & Security · Settings" };

/**
 * Settings → Account & Security: password, two-factor sign-in, sessions, account activity and
 * deletion, on a page of its own so /settings keeps its weight.
 */
export default async function SettingsAccountPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, account and subscription" />
      <SettingsTabs current="account" />
      <div className="mt-5 space-y-4">
        <Card aria-labelledby="settings-password">
          <CardTitle>
            <span id="settings-password">Change password</span>
          </CardTitle>
          <PasswordForm email={user.email} />
        </Card>
        <TwoFactorPanel user={user} />
        <SessionsPanel user={user} />
        <ActivityPanel userId={user.id} timeZone={user.time_zone} />
        <DeleteAccount />
      </div>
    </>
  );
}
