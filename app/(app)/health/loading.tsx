import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return <PageSkeleton title="Health & Migraine" tabs={5} cards={2} />;
}
