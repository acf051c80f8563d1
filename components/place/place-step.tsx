"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Check, Loader2, LocateFixed, MapPin, Search } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FrostDatesCard } from "@/components/settings/frost-dates-card";
import { useDetectLocation } from "@/hooks/use-detect-location";
import { usePlaceSuggestions } from "@/hooks/use-places";
import { useUpdateProfile } from "@/hooks/use-profile";
import { apiErrorMessage } from "@/lib/api-client";
import { formatCoordinates } from "@/lib/format";
import { placeLabel, type PlaceSuggestion } from "@/lib/place";
import type { UserProfile } from "@/lib/profile-types";

/** "51.45° N, 2.59° W": where the place found is, so two of the same name can be told apart. */
function coordinates({ latitude, longitude }: Pick<PlaceSuggestion, "latitude" | "longitude">): string {
  return formatCoordinates(latitude, longitude);
}

/** The rest of a place's label after its name: "England, United Kingdom". */
function whereIn(place: PlaceSuggestion): string {
  return placeLabel(place).slice(place.name.length).replace(/^, /, "");
}

/**
 * The place step: type a town (suggestions come as you type, through GET /api/places) or detect
 * it, see the place found and confirm it. A place the geocoder does not know is said plainly,
 * with the frost dates to type instead.
 */
export function PlaceStep({ profile }: { profile: Pick<UserProfile, "lastSpringFrost" | "firstAutumnFrost"> }) {
  const t = useTranslations("Place");
  const router = useRouter();
  const inputId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState("");
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const { detect, detecting } = useDetectLocation((detected) => {
    setChosen(null);
    setTyped(detected);
  });
  const { query, searchable, settled, suggestions } = usePlaceSuggestions(typed);
  const updateProfile = useUpdateProfile();
  const places = suggestions.data?.places ?? [];
  const searching = searchable && (!settled || suggestions.isFetching);
  const notFound = searchable && settled && suggestions.isSuccess && !suggestions.isPlaceholderData && places.length === 0;

  function onSubmit(event: FormEvent) {
    // Enter chooses the only place found; otherwise the list is there to choose from.
    event.preventDefault();
    if (settled && places.length === 1) setChosen(places[0]!);
  }

  function confirm(place: PlaceSuggestion) {
    updateProfile.mutate(
      { location: placeLabel(place), placeId: place.id },
      {
        onSuccess: ({ user }) => {
          if (user.locationStatus !== "found") return;
          router.push("/");
          router.refresh();
        },
      },
    );
  }

  if (chosen) {
    return (
      <Card role="region" aria-labelledby="place-confirm-heading">
        <CardHeader>
          <h2 id="place-confirm-heading" className="text-xl font-semibold">
            {t("confirmHeading")}
          </h2>
          <CardDescription>{t("confirmIntro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-start gap-3 rounded-lg border bg-accent/40 p-4">
            <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-lg font-semibold" data-testid="place-found">
                {placeLabel(chosen)}
              </p>
              <p className="text-sm text-muted-foreground">{coordinates(chosen)}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => confirm(chosen)} disabled={updateProfile.isPending}>
              {updateProfile.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {updateProfile.isPending ? t("saving") : t("useThisPlace")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setChosen(null)} disabled={updateProfile.isPending}>
              {t("chooseAnother")}
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-6">
      <Card role="region" aria-labelledby="place-search-heading">
        <CardHeader>
          <h2 id="place-search-heading" className="text-xl font-semibold">
            {t("findTown")}
          </h2>
          <CardDescription>{t("findIntro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form onSubmit={onSubmit} role="search" aria-label={t("findTown")} className="grid gap-2">
            <Label htmlFor={inputId}>{t("townOrCity")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                value={typed}
                maxLength={200}
                autoComplete="address-level2"
                placeholder={t("townPlaceholder")}
                aria-describedby={statusId}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="button" variant="outline" onClick={detect} disabled={detecting} aria-busy={detecting}>
                {detecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
                {detecting ? t("detecting") : t("detect")}
              </Button>
            </div>
          </form>

          <div id={statusId} aria-live="polite" className="grid gap-3">
            {!searchable ? (
              <p className="text-sm text-muted-foreground">{t("typeTwoLetters")}</p>
            ) : suggestions.isError ? (
              <ErrorAlert boxed>{apiErrorMessage(suggestions.error) ?? t("searchDown")}</ErrorAlert>
            ) : notFound ? (
              <div className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 wrap-anywhere">
                <p className="font-semibold">{t("notFound", { query })}</p>
                <p className="text-sm">{t("notFoundHelp")}</p>
              </div>
            ) : places.length > 0 ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {searching ? t("lookingForPlaces") : t("placesFound", { count: places.length })}
                </p>
                <ul className="grid gap-2" aria-label={t("placesFoundLabel")}>
                  {places.map((place) => (
                    <li key={place.id}>
                      <button
                        type="button"
                        onClick={() => setChosen(place)}
                        className="flex w-full items-start gap-3 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        <span className="min-w-0">
                          <span className="block font-medium">{place.name}</span>
                          <span className="block text-sm text-muted-foreground">{whereIn(place) || coordinates(place)}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : searching ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Search className="size-4" aria-hidden="true" /> {t("lookingForPlaces")}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {notFound ? <FrostDatesCard initial={profile} historyText="" /> : null}

      <p>
        <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("skipForNow")}
        </Link>
        <span className="text-sm text-muted-foreground"> · {t("setLater")}</span>
      </p>
    </div>
  );
}
