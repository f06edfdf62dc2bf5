import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return <PageSkeleton title="Food Tracking" tabs={4} cards={2} />;
}
