import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMonthDay, type FormatOptions } from "@/lib/format";
import type { LocationStatus } from "@/lib/place";
import { frostSummary } from "@/lib/planner-display";
import type { GardenFrost } from "@/server/care/frost-dates";

/** Where the planner's dates come from, in words, with the way to change them. Server component; `format`: the gardener's (formatOptionsOf). */
export function FrostSummary({ frost, history, historyError, location, locationStatus, format }: GardenFrost & { location: string | null; locationStatus: LocationStatus; format: FormatOptions }) {
  const t = useTranslations("Planner");
  const { lastSpring, firstAutumn } = frost;
  return (
    <div className="grid min-w-0 gap-2 wrap-anywhere">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <div>
          <dt className="text-sm text-muted-foreground">{t("lastSpringFrost")}</dt>
          <dd className="text-2xl font-semibold">{lastSpring ? formatMonthDay(lastSpring, format) : t("noFrost")}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t("firstAutumnFrost")}</dt>
          <dd className="text-2xl font-semibold">{firstAutumn ? formatMonthDay(firstAutumn, format) : t("noFrost")}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {frostSummary({ frost, history, historyError, location, locationStatus }, t, format)}{" "}
        <Link href="/settings#frost-dates-heading" className="font-medium text-primary underline-offset-4 hover:underline">
          {frost.source === "manual" ? t("changeFrostDates") : t("typeOwnFrostDates")}
        </Link>
      </p>
    </div>
  );
}
