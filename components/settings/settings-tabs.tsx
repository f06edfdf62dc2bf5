import { PageTabs } from "@/components/ui/tab-links";

/** The tabs of /settings itself (`?tab=`), in the order the tab row shows them. */
export const SETTINGS_PAGE_TABS = [
  { key: "profile", label: "Profile" },
  { key: "account", label: "Account & Security" },
  { key: "subscription", label: "Subscription" },
  { key: "about", label: "About" },
] as const;

export type SettingsTab = (typeof SETTINGS_PAGE_TABS)[number]["key"] | "api" | "sharing";

/** Pages of their own (/settings/account, /settings/api, /settings/sharing), so their scripts do not weigh on /settings. */
const OWN_PAGES: Partial<Record<SettingsTab, string>> = {
  account: "/settings/account",
  api: "/settings/api",
  sharing: "/settings/sharing",
};

const TABS: readonly { key: SettingsTab; label: string }[] = [
  ...SETTINGS_PAGE_TABS.slice(0, 3),
  { key: "api", label: "API" },
  { key: "sharing", label: "Sharing" },
  ...SETTINGS_PAGE_TABS.slice(3),
];

/** The Settings tab row, on /settings and on its own pages alike, `current` marked. */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  return (
    <PageTabs
      label="Settings sections"
      path="/settings"
      tabs={TABS}
      current={current}
      href={(key) => OWN_PAGES[key] ?? `/settings?tab=${key}`}
    />
  );
}
