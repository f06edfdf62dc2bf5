import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return <PageSkeleton title="Exercise Tracking" tabs={6} cards={2} />;
}
