import { PageHeader } from "@/components/shell/app-header";
import { TokensPanel } from "@/components/settings/api/tokens-panel";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { requireSessionUser } from "@/lib/identity/sign-in/session";

export const metadata = { title: "API · Settings" };

/** Settings → API: personal access tokens, on a page of its own so /settings keeps its weight. */
export default async function SettingsApiPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, account and subscription" />
      <SettingsTabs current="api" />
      <div className="mt-5 space-y-4">
        <TokensPanel user={user} />
      </div>
    </>
  );
}
