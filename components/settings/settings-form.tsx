"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Loader2, LocateFixed, MapPin, Sprout } from "@/components/ui/icons";
import { PlaceStatus } from "@/components/place/place-status";
import { FormField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDetectLocation } from "@/hooks/use-detect-location";
import { useUpdateProfile } from "@/hooks/use-profile";
import { useServerRefresh } from "@/hooks/use-server-refresh";
import { CLIMATE_ZONES } from "@/lib/climate-zones";
import { UNITS, type Units } from "@/lib/format";
import { LOCALE_NAMES, LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { EXPERIENCE_LEVELS, GARDEN_TYPES, type ExperienceLevel, type GardenType } from "@/lib/garden-profile";
import { PLACE_STEP_PATH } from "@/lib/place";
import type { UserProfile } from "@/lib/profile-types";
import type { UpdateProfileInput } from "@/lib/validations/user";

/** docs/product.md#validation: only the non-empty fields are sent. */
export function nonEmptySettings(fields: Record<"location" | "climateZone" | "gardenType" | "experienceLevel", string>) {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ""),
  ) as UpdateProfileInput;
}

function SectionHeading({ id, icon: Icon, title }: { id: string; icon: typeof MapPin; title: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
    </h2>
  );
}

function ChoiceSelect<Choice extends string>({
  id,
  label,
  placeholder,
  choices,
  labelOf,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  labelOf: (choice: Choice) => string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {labelOf(choice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

/** What each choice of units shows ("Settings" messages): stored values stay metric (lib/format.ts). */
const UNIT_LABELS = { metric: "unitsMetric", imperial: "unitsImperial" } as const satisfies Record<Units, string>;

/** Each garden type's and experience level's name in the "Settings" messages. */
const GARDEN_TYPE_LABELS = {
  indoor: "typeIndoor",
  outdoor: "typeOutdoor",
  balcony: "typeBalcony",
  greenhouse: "typeGreenhouse",
  community: "typeCommunity",
  mixed: "typeMixed",
} as const satisfies Record<GardenType, string>;
const EXPERIENCE_LABELS = {
  beginner: "levelBeginner",
  intermediate: "levelIntermediate",
  advanced: "levelAdvanced",
  expert: "levelExpert",
} as const satisfies Record<ExperienceLevel, string>;

/** The fields start from the profile the server just rendered. */
export function SettingsForm({ initialProfile: profile }: { initialProfile: UserProfile }) {
  const t = useTranslations("Settings");
  const updateProfile = useUpdateProfile();
  const [location, setLocation] = useState(profile.location ?? "");
  const [climateZone, setClimateZone] = useState(profile.climateZone ?? "");
  const [gardenType, setGardenType] = useState(profile.gardenType ?? "");
  const [experienceLevel, setExperienceLevel] = useState(profile.experienceLevel ?? "");
  const [units, setUnits] = useState<Units>(profile.units);
  const [savedUnits, setSavedUnits] = useState<Units>(profile.units);
  const [locale, setLocale] = useState<AppLocale>(profile.locale);
  const [savedLocale, setSavedLocale] = useState<AppLocale>(profile.locale);
  const { refresh } = useServerRefresh();
  // What the app made of the saved location, from the page and then from each save's answer.
  const [saved, setSaved] = useState<Pick<UserProfile, "location" | "place" | "locationStatus">>(profile);
  const { detect, detecting } = useDetectLocation(setLocation);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The units and language go only when changed, as the other fields go only when filled in.
    const changes = {
      ...nonEmptySettings({ location, climateZone, gardenType, experienceLevel }),
      ...(units !== savedUnits ? { units } : {}),
      ...(locale !== savedLocale ? { locale } : {}),
    };
    updateProfile.mutate(changes, {
      onSuccess: ({ user }) => {
        setSaved(user);
        setSavedUnits(user.units);
        setSavedLocale(user.locale);
        // Every screen takes its units and language from the app's layout: render it again with the new ones.
        if (user.units !== savedUnits || user.locale !== savedLocale) refresh();
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6" aria-label={t("formLabel")}>
      <Card role="region" aria-labelledby="location-heading">
        <CardHeader>
          <SectionHeading id="location-heading" icon={MapPin} title={t("locationTitle")} />
          <CardDescription>{t("locationDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="settings-location" label={t("location")}>
            <div className="flex gap-2">
              <Input
                id="settings-location"
                value={location}
                maxLength={200}
                autoComplete="address-level2"
                placeholder={t("locationPlaceholder")}
                aria-describedby={saved.locationStatus !== "none" ? "settings-location-found" : undefined}
                onChange={(event) => setLocation(event.target.value)}
              />
              <Button type="button" variant="outline" onClick={detect} disabled={detecting} aria-busy={detecting}>
                {detecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
                {detecting ? t("detecting") : t("detect")}
              </Button>
            </div>
            <PlaceStatus id="settings-location-found" {...saved} />
            <p className="text-sm">
              <Link href={PLACE_STEP_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
                {t("searchPlace")}
              </Link>
            </p>
          </FormField>
          <FormField id="settings-climate-zone" label={t("climateZone")}>
            <Select value={climateZone} onValueChange={setClimateZone}>
              <SelectTrigger id="settings-climate-zone">
                <SelectValue placeholder={t("climateZonePlaceholder")} />
              </SelectTrigger>
              <SelectContent>
                {CLIMATE_ZONES.map((zone) => (
                  <SelectItem key={zone.value} value={zone.value}>
                    {t("climateZoneOption", { first: zone.value, min: zone.minF, max: zone.maxF })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="garden-profile-heading">
        <CardHeader>
          <SectionHeading id="garden-profile-heading" icon={Sprout} title={t("gardenProfileTitle")} />
          <CardDescription>{t("gardenProfileDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ChoiceSelect
            id="settings-garden-type"
            label={t("gardenType")}
            placeholder={t("gardenTypePlaceholder")}
            choices={GARDEN_TYPES}
            labelOf={(choice) => t(GARDEN_TYPE_LABELS[choice])}
            value={gardenType}
            onChange={setGardenType}
          />
          <ChoiceSelect
            id="settings-experience"
            label={t("experience")}
            placeholder={t("experiencePlaceholder")}
            choices={EXPERIENCE_LEVELS}
            labelOf={(choice) => t(EXPERIENCE_LABELS[choice])}
            value={experienceLevel}
            onChange={setExperienceLevel}
          />
          <FormField id="settings-units" label={t("units")}>
            <Select value={units} onValueChange={(value) => setUnits(value as Units)}>
              <SelectTrigger id="settings-units">
                <SelectValue placeholder={t("unitsPlaceholder")} />
              </SelectTrigger>
              <SelectContent>
                {UNITS.map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {t(UNIT_LABELS[choice])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="settings-language" label={t("language")}>
            <Select value={locale} onValueChange={(value) => setLocale(value as AppLocale)}>
              <SelectTrigger id="settings-language">
                <SelectValue placeholder={t("languagePlaceholder")} />
              </SelectTrigger>
              <SelectContent>
                {LOCALES.map((choice) => (
                  <SelectItem key={choice} value={choice} lang={choice}>
                    {LOCALE_NAMES[choice]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </CardContent>
      </Card>

      <div>
        <Button type="submit" size="lg" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {updateProfile.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
