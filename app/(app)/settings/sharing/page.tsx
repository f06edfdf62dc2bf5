import { PageHeader } from "@/components/shell/app-header";
import { SharesPanel } from "@/components/settings/shares/shares-panel";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { requireSessionUser } from "@/lib/identity/sign-in/session";

export const metadata = { title: "Sharing · Settings" };

/** Settings → Sharing: provider dashboards, on a page of its own so /settings keeps its weight. */
export default async function SettingsSharingPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, account and subscription" />
      <SettingsTabs current="sharing" />
      <div className="mt-5 space-y-4">
        <SharesPanel user={user} />
      </div>
    </>
  );
}
