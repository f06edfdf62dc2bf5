import { PageHeader } from "@/components/shell/app-header";
import { AboutPanel } from "@/components/settings/about-panel";
import { AppearanceForm } from "@/components/settings/appearance-form";
import { ImportLinkCard } from "@/components/data-transfer/other-apps/import-link-card";
import { ProfileForm } from "@/components/settings/profile-form";
import { SubscriptionPanel } from "@/components/settings/subscription-panel";
import { timeZoneChoices } from "@/lib/time/zones";
import { Card, CardTitle } from "@/components/ui/card";
import { SETTINGS_PAGE_TABS, SettingsTabs } from "@/components/settings/settings-tabs";
import { isTheme } from "@/lib/identity/schema";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";
import { redirect } from "next/navigation";
import { WeatherCard } from "@/components/weather/weather-card";

export const metadata = { title: "Settings" };

export default async function SettingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const wanted = (await searchParams).tab;
  // the Account, API and Sharing tabs are pages of their own: ?tab=account, ?tab=api and ?tab=sharing lead there
  if (searchValue(wanted) === "account") redirect("/settings/account");
  if (searchValue(wanted) === "api") redirect("/settings/api");
  if (searchValue(wanted) === "sharing") redirect("/settings/sharing");
  const tab = pickTab(SETTINGS_PAGE_TABS, wanted);

  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, account and subscription" />
      <SettingsTabs current={tab} />
      <div className="mt-5 space-y-4">
        {tab === "profile" && (
          <Card aria-labelledby="settings-profile">
            <CardTitle>
              <span id="settings-profile">Profile</span>
            </CardTitle>
            <ProfileForm
              timeZones={timeZoneChoices(user.time_zone)}
              user={{
                name: user.name,
                email: user.email,
                age: user.age,
                gender: user.gender,
                height_cm: user.height_cm,
                current_weight_kg: user.current_weight_kg,
                goal_weight_kg: user.goal_weight_kg,
                activity_level: user.activity_level,
                use_imperial: user.use_imperial,
                daily_calories_goal: user.daily_calories_goal,
                calorie_goal_custom: user.calorie_goal_custom,
                time_zone: user.time_zone,
                weekly_workout_goal: user.weekly_workout_goal,
                water_target_ml: user.water_target_ml,
                fiber_target_g: user.fiber_target_g,
                sugar_target_g: user.sugar_target_g,
                saturated_fat_target_g: user.saturated_fat_target_g,
                sodium_target_mg: user.sodium_target_mg,
              }}
            />
          </Card>
        )}
        {tab === "profile" && (
          <Card aria-labelledby="settings-appearance">
            <CardTitle>
              <span id="settings-appearance">Appearance</span>
            </CardTitle>
            <AppearanceForm theme={isTheme(user.theme) ? user.theme : "system"} />
          </Card>
        )}
        {tab === "profile" && <WeatherCard userId={user.id} imperial={user.use_imperial} />}
        {tab === "profile" && <ImportLinkCard id="settings-import" />}
        {tab === "subscription" && <SubscriptionPanel subscription={user} timeZone={user.time_zone} />}
        {tab === "about" && <AboutPanel />}
      </div>
    </>
  );
}
