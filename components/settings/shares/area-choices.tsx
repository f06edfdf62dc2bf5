import { cx } from "@/components/ui/cx";
import { SHARE_AREA_LABELS, SHARE_AREAS, type ShareArea } from "@/lib/sharing/areas";

/** The areas a link shows, as checkboxes (44 px targets) in the fixed order, with their labels. */
export function AreaChoices({
  value,
  onChange,
  error,
}: {
  value: ShareArea[];
  onChange: (value: ShareArea[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={error ? "share-areas-error" : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">What the doctor sees</legend>
      <div className="flex flex-wrap gap-2">
        {SHARE_AREAS.map((area) => {
          const checked = value.includes(area);
          return (
            <label
              key={area}
              className={cx(
                "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                "has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                checked ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-ink",
              )}
            >
              <input
                type="checkbox"
                name="areas"
                value={area}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((a) => a !== area)
                      : SHARE_AREAS.filter((a) => a === area || value.includes(a)),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {SHARE_AREA_LABELS[area]}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="share-areas-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
