import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { SHARE_AREA_LABELS, SHARE_AREAS, type ShareArea } from "@/lib/identity/share-areas";

/** The areas a link shows, as checkboxes in the fixed order, with their labels. */
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
    <CheckboxGroup
      legend="What the doctor sees"
      name="areas"
      options={SHARE_AREAS}
      labelOf={(area) => SHARE_AREA_LABELS[area]}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
