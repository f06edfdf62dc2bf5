import { PlanGate } from "@/components/billing/upgrade-prompt";
import { HistoryPanel } from "@/components/medications/history-panel";
import { MedicationForm } from "@/components/medications/medication-form";
import { MedicationList } from "@/components/medications/medication-list";
import { EMPTY_MEDICATION, medicationValues } from "@/components/medications/medication-values";
import { ReminderSettingsForm } from "@/components/medications/reminder-settings-form";
import { TodaySchedule } from "@/components/medications/today-schedule";
import { UpcomingReminders } from "@/components/medications/upcoming-reminders";
import { PageHeader } from "@/components/shell/app-header";
import { Card, CardTitle } from "@/components/ui/card";
import { PageTabs } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/identity/sign-in/session";
import { can } from "@/lib/billing/entitlements";
import { featureGate } from "@/lib/billing/gate";
import { nextDoseLine } from "@/lib/medications/display";
import { getMedicationOverview } from "@/lib/medications/overview";
import { vapidKeys } from "@/lib/push/vapid";
import { pickTab, searchValue, type SearchParams } from "@/lib/navigation";

export const metadata = { title: "Medications" };

const TABS = [
  { key: "my", label: "My Medications" },
  { key: "reminders", label: "Reminders" },
  { key: "history", label: "History" },
  { key: "add", label: "Add New" },
] as const;

export default async function MedicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab = pickTab(TABS, params.tab);
  const overview = await getMedicationOverview(await getDb(), { userId: user.id, timeZone: user.time_zone });
  const premium = can(user, "medication_create");
  const editId = searchValue(params.edit);
  const editing = tab === "add" ? overview.medications.find((m) => m.medication_id === editId) : undefined;

  return (
    <>
      <PageHeader title="Medications" subtitle={nextDoseLine(overview.next, overview.today)} />
      <PageTabs label="Medication sections" path="/medications" tabs={TABS} current={tab} />
      <div className="mt-5 space-y-4">
        {tab === "my" && (
          <>
            <TodaySchedule schedule={overview.schedule} timeZone={user.time_zone} />
            <MedicationList medications={overview.medications} />
          </>
        )}
        {tab === "reminders" && (
          <>
            <UpcomingReminders
              schedule={overview.schedule}
              timeZone={user.time_zone}
              leadMinutes={overview.settings.remind_before_minutes}
              push={overview.settings.push}
              emailMissed={overview.settings.email_missed}
              pushMissed={overview.settings.push_missed}
            />
            <Card aria-labelledby="reminder-settings">
              <CardTitle>
                <span id="reminder-settings">Reminder settings</span>
              </CardTitle>
              <ReminderSettingsForm
                initial={overview.settings}
                premium={premium}
                email={user.email}
                pushKey={vapidKeys()?.publicKey ?? null}
              />
            </Card>
          </>
        )}
        {tab === "history" && <HistoryPanel overview={overview} timeZone={user.time_zone} />}
        {tab === "add" && (
          <Card aria-labelledby="medication-form">
            <CardTitle>
              <span id="medication-form">{editing ? `Edit ${editing.name}` : "Add New Medication"}</span>
            </CardTitle>
            {/* editing stays open on every plan: only adding a medication needs a paid plan */}
            <PlanGate gate={editing ? { state: "open" } : featureGate(user, "medication_create")}>
              <MedicationForm
                key={editing?.medication_id ?? "new"}
                initial={editing ? medicationValues(editing) : EMPTY_MEDICATION}
                medicationId={editing?.medication_id}
                today={overview.today}
              />
            </PlanGate>
          </Card>
        )}
      </div>
    </>
  );
}
