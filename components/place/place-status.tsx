import { useTranslations } from "next-intl";
import { AlertTriangle, MapPin } from "@/components/ui/icons";
import { placeLabel, type FoundPlace, type LocationStatus } from "@/lib/place";

/**
 * What the app made of the garden's location, under the field it was typed in: the place found
 * (name, region, country), or plainly that it was not found or not looked up yet.
 */
export function PlaceStatus({ id, location, place, locationStatus }: { id?: string; location: string | null; place: FoundPlace | null; locationStatus: LocationStatus }) {
  const t = useTranslations("Place");
  if (locationStatus === "none") return null;
  if (locationStatus === "found") {
    return (
      <p id={id} className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {t.rich("found", { place: place ? placeLabel(place) : (location ?? ""), strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span> })}
        </span>
      </p>
    );
  }
  return (
    <p id={id} className="flex min-w-0 items-start gap-1.5 text-sm font-medium text-amber-900 wrap-anywhere">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {locationStatus === "not-found" ? t("notFoundStatus", { location: location ?? "" }) : t("notLookedUp", { location: location ?? "" })}
      </span>
    </p>
  );
}
