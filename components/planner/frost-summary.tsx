import Link from "next/link";
import { formatMonthDay } from "@/lib/format";
import type { LocationStatus } from "@/lib/place";
import { frostSummary } from "@/lib/planner-display";
import type { GardenFrost } from "@/server/care/frost-dates";

/** Where the planner's dates come from, in words, with the way to change them. Server component. */
export function FrostSummary({ frost, history, historyError, location, locationStatus }: GardenFrost & { location: string | null; locationStatus: LocationStatus }) {
  const { lastSpring, firstAutumn } = frost;
  return (
    <div className="grid min-w-0 gap-2 wrap-anywhere">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <div>
          <dt className="text-sm text-muted-foreground">Last spring frost</dt>
          <dd className="text-2xl font-semibold">{lastSpring ? formatMonthDay(lastSpring) : "None"}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">First autumn frost</dt>
          <dd className="text-2xl font-semibold">{firstAutumn ? formatMonthDay(firstAutumn) : "None"}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {frostSummary({ frost, history, historyError, location, locationStatus })}{" "}
        <Link href="/settings#frost-dates-heading" className="font-medium text-primary underline-offset-4 hover:underline">
          {frost.source === "manual" ? "Change your frost dates" : "Type your own frost dates"}
        </Link>
      </p>
    </div>
  );
}
