import { PageTabs } from "@/components/ui/tab-links";

/** The tabs of /settings itself (`?tab=`), in the order the tab row shows them. */
export const SETTINGS_PAGE_TABS = [
  { key: "profile", label: "Profile" },
  { key: "account", label: "Account & Security" },
  { key: "subscription", label: "Subscription" },
  { key: "sharing", label: "Sharing" },
  { key: "about", label: "About" },
] as const;

export type SettingsTab = (typeof SETTINGS_PAGE_TABS)[number]["key"] | "api";

/** API lives on a page of its own (/settings/api), so its script does not weigh on /settings. */
const TABS: readonly { key: SettingsTab; label: string }[] = [
  ...SETTINGS_PAGE_TABS.slice(0, 3),
  { key: "api", label: "API" },
  ...SETTINGS_PAGE_TABS.slice(3),
];

/** The Settings tab row, on /settings and on /settings/api alike, `current` marked. */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  return (
    <PageTabs
      label="Settings sections"
      path="/settings"
      tabs={TABS}
      current={current}
      href={(key) => (key === "api" ? "/settings/api" : `/settings?tab=${key}`)}
    />
  );
}
