import Link from "next/link";
import { Sprout } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function NotFoundMessage() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <Sprout className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        This page doesn&apos;t exist. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild>
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
