"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { accessSchema } from "@/lib/family/schema";
import { SHARE_AREAS, SHARE_AREA_LABELS, type ShareArea } from "@/lib/identity/share-areas";

/** "What <name> can see of mine": one box per area, nothing ticked until chosen (PUT .../access). */
export function AccessForm({ memberId, name, shared }: { memberId: string; name: string; shared: ShareArea[] }) {
  const [areas, setAreas] = useState<ShareArea[]>(shared);
  const save = useApiAction<{ areas: ShareArea[] }>({
    schema: accessSchema,
    request: (body) => ({ method: "PUT", path: `/api/family/members/${memberId}/access`, body }),
    success: areas.length ? `${name} can now see what you ticked.` : `${name} can see nothing of yours.`,
    failure: { fallback: "Could not save what you share", prefix: "Error" },
  });
  const toggle = (area: ShareArea) =>
    setAreas((now) => (now.includes(area) ? now.filter((a) => a !== area) : [...now, area]));
  const changed = areas.length !== shared.length || areas.some((a) => !shared.includes(a));
  return (
    <form onSubmit={save.submit(() => ({ areas }))} className="space-y-2">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">What {name} can see of mine</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {SHARE_AREAS.map((area) => (
            <label
              key={area}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                checked={areas.includes(area)}
                onChange={() => toggle(area)}
                className="size-5 accent-brand-600"
              />
              <span>{SHARE_AREA_LABELS[area]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-muted">Read only: {name} can never change your data.</p>
      <Button type="submit" variant="secondary" size="sm" disabled={save.pending || !changed}>
        {save.pending ? "Saving..." : "Save what I share"}
      </Button>
    </form>
  );
}
