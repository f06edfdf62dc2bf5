import { HistoryPanel } from "@/components/medications/history-panel";
import { EMPTY_MEDICATION, MedicationForm, type MedicationValues } from "@/components/medications/medication-form";
import { MedicationList } from "@/components/medications/medication-list";
import { ReminderSettingsForm } from "@/components/medications/reminder-settings-form";
import { TodaySchedule } from "@/components/medications/today-schedule";
import { UpcomingReminders } from "@/components/medications/upcoming-reminders";
import { PageHeader } from "@/components/shell/app-header";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tab-links";
import { getDb } from "@/db/client";
import { requireSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/billing/entitlements";
import type { ScheduledDose } from "@/lib/medications/adherence";
import { getMedicationOverview } from "@/lib/medications/overview";
import type { Frequency } from "@/lib/medications/schema";

export const metadata = { title: "Medications" };

const TABS = [
  { key: "my", label: "My Medications" },
  { key: "reminders", label: "Reminders" },
  { key: "history", label: "History" },
  { key: "add", label: "Add New" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function nextDoseLine(next: ScheduledDose | null, today: string): string {
  if (!next) return "No upcoming doses scheduled";
  const day = next.date === today ? "" : next.date === tomorrowOf(today) ? " tomorrow" : ` on ${next.date}`;
  return `Next dose: ${next.name} ${next.dosage} at ${next.time}${day}`;
}

function tomorrowOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export default async function MedicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireSessionUser();
  const params = await searchParams;
  const tab: TabKey = TABS.find((t) => t.key === one(params.tab))?.key ?? "my";
  const overview = await getMedicationOverview(await getDb(), { userId: user.id, timeZone: user.time_zone });
  const premium = can(user, "medication_create");
  const editing = tab === "add" ? overview.medications.find((m) => m.medication_id === one(params.edit)) : undefined;
  const editValues: MedicationValues | undefined = editing && {
    name: editing.name,
    dosage: editing.dosage,
    frequency: editing.frequency as Frequency,
    time: editing.time ?? "",
    notes: editing.notes ?? "",
    prescribed_by: editing.prescribed_by ?? "",
    status: editing.status,
  };

  return (
    <>
      <PageHeader title="Medications" subtitle={nextDoseLine(overview.next, overview.today)} />
      <TabLinks
        label="Medication sections"
        tabs={TABS.map((t) => ({ href: `/medications?tab=${t.key}`, label: t.label, active: t.key === tab }))}
      />
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
              before={overview.settings.remind_before_minutes}
              push={overview.settings.push}
              emailMissed={overview.settings.email_missed}
            />
            <Card aria-labelledby="reminder-settings">
              <CardTitle>
                <span id="reminder-settings">Reminder settings</span>
              </CardTitle>
              <ReminderSettingsForm initial={overview.settings} premium={premium} email={user.email} />
            </Card>
          </>
        )}
        {tab === "history" && <HistoryPanel overview={overview} timeZone={user.time_zone} />}
        {tab === "add" && (
          <Card aria-labelledby="medication-form">
            <CardTitle>
              <span id="medication-form">{editValues ? `Edit ${editValues.name}` : "Add New Medication"}</span>
            </CardTitle>
            {!editValues && !premium && (
              <Alert tone="warning" className="mb-4">
                Adding medications is a Premium feature. Your list, schedule and history stay available on the Free
                plan.
              </Alert>
            )}
            <MedicationForm
              key={editing?.medication_id ?? "new"}
              initial={editValues ?? EMPTY_MEDICATION}
              medicationId={editing?.medication_id}
            />
          </Card>
        )}
      </div>
    </>
  );
}
