"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, CloudOff, CloudSun, Droplets, MapPin, RefreshCw, Sun, Wind } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useWeather } from "@/hooks/use-weather";
import { apiErrorMessage, ApiError } from "@/lib/api-client";
import { canAskWeather, PLACE_STEP_PATH, type LocationStatus } from "@/lib/place";
import { useFormat } from "@/hooks/use-format";
import { formatPercent, formatTemperature, formatWind } from "@/lib/format";
import { conditionKey, uvLabel } from "@/lib/weather";
import { ForecastChart } from "./forecast-chart";

/** The garden's place as the dashboard knows it: whether there is one to ask the weather for. */
export type GardenPlaceState = { status: LocationStatus; location: string | null };


const UV_KEYS = { Low: "uvLow", Moderate: "uvModerate", High: "uvHigh", "Very High": "uvVeryHigh", Extreme: "uvExtreme" } as const;

/** The compass points lib/weather.ts's compassDirection gives. */
const WIND_KEYS = { N: "windN", NE: "windNE", E: "windE", SE: "windSE", S: "windS", SW: "windSW", W: "windW", NW: "windNW" } as const;

/** One state instead of the forecast: what is missing, and the one thing to do about it. */
function Unavailable({ detail, action }: { detail: string; action: ReactNode }) {
  const t = useTranslations("Weather");
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <CloudOff className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{t("unavailable")}</p>
      <p className="max-w-full text-sm text-muted-foreground wrap-anywhere">{detail}</p>
      <div className="mt-2">{action}</div>
    </div>
  );
}

function PlaceStepLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={PLACE_STEP_PATH}>
        <MapPin aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}

/**
 * docs/product.md#screens 'Weather Forecast' with the gardening tips and a 7-day chart. One state at a time: no
 * place (asks for it, and asks the server nothing), a place not found, loading, unavailable, or
 * the forecast.
 */
export function WeatherCard({ place }: { place: GardenPlaceState }) {
  const askable = canAskWeather(place.status);
  const weather = useWeather(askable);
  const format = useFormat();
  const t = useTranslations("Weather");
  const windDirection = (point: string) => (point in WIND_KEYS ? t(WIND_KEYS[point as keyof typeof WIND_KEYS]) : point);
  return (
    <Card role="region" aria-labelledby="weather-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 id="weather-heading" className="flex items-center gap-2 text-xl font-semibold">
          <CloudSun className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        {askable && weather.data ? <span className="truncate text-sm text-muted-foreground">{weather.data.weather.location}</span> : null}
      </CardHeader>
      <CardContent>
        {place.status === "none" ? (
          <Unavailable detail={t("noPlace")} action={<PlaceStepLink>{t("setPlace")}</PlaceStepLink>} />
        ) : place.status === "not-found" || (weather.error instanceof ApiError && weather.error.status === 404) ? (
          <Unavailable detail={t("placeNotFound", { place: String(place.location) })} action={<PlaceStepLink>{t("choosePlace")}</PlaceStepLink>} />
        ) : weather.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t("loading")}>
            <Skeleton className="h-12 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : weather.isError ? (
          <Unavailable
            detail={apiErrorMessage(weather.error) ?? t("loadFailed")}
            action={
              <Button type="button" variant="outline" size="sm" onClick={() => void weather.refetch()} disabled={weather.isFetching}>
                <RefreshCw aria-hidden="true" /> {t("tryAgain")}
              </Button>
            }
          />
        ) : (
          <div className="grid gap-4">
            <div className="flex items-end gap-3">
              <p className="text-4xl font-bold tracking-tight">{formatTemperature(weather.data.weather.temperature, format)}</p>
              <p className="pb-1 text-muted-foreground">{t(conditionKey(weather.data.weather))}</p>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="rounded-lg bg-accent/50 p-2">
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Droplets className="size-4" aria-hidden="true" /> {t("humidity")}
                </dt>
                <dd className="font-semibold">{formatPercent(weather.data.weather.humidity / 100, format)}</dd>
              </div>
              <div className="rounded-lg bg-accent/50 p-2">
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Sun className="size-4" aria-hidden="true" /> {t("uv")}
                </dt>
                <dd className="font-semibold">
                  {Math.round(weather.data.weather.uvIndex)} · {t(UV_KEYS[uvLabel(weather.data.weather.uvIndex)])}
                </dd>
              </div>
              <div className="rounded-lg bg-accent/50 p-2">
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Wind className="size-4" aria-hidden="true" /> {t("wind")}
                </dt>
                <dd className="font-semibold">
                  {formatWind(weather.data.weather.windSpeed, format)} {windDirection(weather.data.weather.windDirection)}
                </dd>
              </div>
            </dl>
            {weather.data.tips.length > 0 ? (
              <ul className="grid gap-2" aria-label={t("tipsLabel")}>
                {weather.data.tips.map((tip) => (
                  <li key={tip.kind} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                    <p className="flex items-center gap-2 font-semibold">
                      <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> {tip.title}
                    </p>
                    <p className="mt-1">{tip.advice}</p>
                    <p className="mt-1 text-amber-900">{tip.reason}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("noWarnings")}</p>
            )}
            <ForecastChart daily={weather.data.weather.daily} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
