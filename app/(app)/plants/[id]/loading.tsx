import { Skeleton } from "@/components/ui/skeleton";

export default function PlantLoading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading the plant">
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    </div>
  );
}
