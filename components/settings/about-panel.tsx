import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import { APP_VERSION, TAGLINE } from "@/lib/navigation";

/** Settings → About. */
export function AboutPanel() {
  return (
    <Card aria-labelledby="settings-about">
      <CardTitle>
        <span id="settings-about">About vitalog</span>
      </CardTitle>
      <p className="text-base font-semibold text-brand-700">{TAGLINE}</p>
      <p className="mt-2 text-sm text-muted">
        vitalog is your health companion: food, exercise, migraines and vital signs, medications and a daily journal in
        one place.
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">App</dt>
          <dd className="font-medium">vitalog</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Version</dt>
          <dd className="font-medium">{APP_VERSION}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">API</dt>
          <dd>
            <Link href="/developers" className="font-medium text-brand-700 underline underline-offset-2">
              Developer documentation
            </Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
