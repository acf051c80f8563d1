import Link from "next/link";
import { getTranslations } from "next-intl/server";
import {
  ArrowRight,
  Bell,
  Bot,
  CloudSun,
  HeartPulse,
  MessageCircle,
  ScanSearch,
  Search,
  Sprout,
} from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { JsonLd } from "@/components/guides/json-ld";
import { PublicFooter, PublicHeader, TEXT_LINK } from "@/components/guides/public-page";
import { GUIDES_PATH } from "@/lib/guide-paths";
import { siteJsonLd } from "@/lib/site";
import { siteUrl } from "@/server/http/origin";
import { CATALOGUE_IMAGE_DIR } from "@/lib/plant-display";
import { localizedPath, type AppLocale } from "@/lib/i18n/locales";

// Each feature and step: its icon and its texts' keys (locales/<code>/public.json, "Landing").
const FEATURES = [
  { icon: ScanSearch, key: "diagnosis" },
  { icon: Bot, key: "assistant" },
  { icon: Bell, key: "reminders" },
  { icon: CloudSun, key: "weather" },
  { icon: HeartPulse, key: "health" },
  { icon: Search, key: "identify" },
] as const;

const STEPS = [
  { icon: Sprout, key: "stepAdd" },
  { icon: Bell, key: "stepRemind" },
  { icon: MessageCircle, key: "stepChat" },
] as const;

const HERO_PLANTS = [
  { src: `${CATALOGUE_IMAGE_DIR}/tomato.jpg`, name: "plantTomato", days: 0 },
  { src: `${CATALOGUE_IMAGE_DIR}/basil.jpg`, name: "plantBasil", days: 1 },
  { src: `${CATALOGUE_IMAGE_DIR}/monstera.jpg`, name: "plantMonstera", days: 5 },
] as const;

/** The signed-out landing page in a language: server-rendered, no client JavaScript of its own. */
export async function LandingPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "Landing" });
  const path = (to: string) => localizedPath(locale, to);
  return (
    <div lang={locale} className="flex min-h-dvh flex-col overflow-x-clip bg-gradient-to-b from-secondary/60 via-background to-background">
      {/* No blur (backdrop or filter) on this page: a phone rasters it in software before the first
          paint, and measured under Lighthouse it held the first paint back ~20 ms, long enough for
          the framework's scripts to run first. */}
      <JsonLd data={siteJsonLd(siteUrl())} />
      <PublicHeader locale={locale} />

      <main id="main-content" className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
              <Sprout className="size-4" aria-hidden="true" /> {t("badge")}
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {t("title")}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
              {t("intro")}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href={path("/register")}>
                  {t("startGrowing")} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/diagnose">{t("tryPlantId")}</Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link href={path("/login")}>{t("signIn")}</Link>
              </Button>
            </div>
            <p className="mt-6 text-sm text-muted-foreground">
              {t.rich("guidesPrompt", {
                link: (words) => (
                  <Link href={localizedPath(locale, GUIDES_PATH)} className={`font-medium text-primary ${TEXT_LINK}`}>
                    {words}
                  </Link>
                ),
              })}
            </p>
          </div>
          <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
            <div className="rounded-2xl border bg-card p-4 shadow-xl">
              <div className="mb-3 flex items-center justify-between">
                <span className="text-sm font-semibold">{t("previewGarden")}</span>
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">{t("previewCount", { count: HERO_PLANTS.length })}</span>
              </div>
              <ul className="grid gap-3">
                {HERO_PLANTS.map((plant) => (
                  <li key={plant.name} className="flex items-center gap-3 rounded-xl border bg-background p-2">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={plant.src} alt="" width={72} height={54} loading="lazy" decoding="async" className="h-14 w-[72px] rounded-lg object-cover" />
                    <div className="flex-1">
                      <p className="font-medium">{t(plant.name)}</p>
                      <p className="text-sm text-muted-foreground">{t("nextWatering", { when: plant.days === 0 ? t("waterNow") : t("inDays", { count: plant.days }) })}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="border-y bg-card/60 py-16 md:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
                {t("featuresTitle")}
              </h2>
              <p className="mt-4 text-muted-foreground">
                {t("featuresIntro")}
              </p>
            </div>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, key }) => (
                <li key={key} className="rounded-xl border bg-background p-6 shadow-sm transition-shadow hover:shadow-md">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(`${key}Title`)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{t(`${key}Text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how-heading" className="py-16 md:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
              {t("howTitle")}
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map(({ icon: Icon, key }, index) => (
                <li key={key} className="flex flex-col items-center text-center">
                  <span className="relative flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
                    <Icon className="size-7" aria-hidden="true" />
                    <span className="absolute -top-1 -right-1 flex size-7 items-center justify-center rounded-full border-2 border-background bg-sun text-sm font-bold text-foreground">
                      {index + 1}
                    </span>
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{t(`${key}Title`)}</h3>
                  <p className="mt-2 max-w-xs text-sm text-muted-foreground">{t(`${key}Text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="px-4 pb-16 sm:px-6 md:pb-24">
          <div className="mx-auto max-w-5xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
            <h2 className="text-3xl font-bold tracking-tight">{t("ctaTitle")}</h2>
            <p className="mx-auto mt-4 max-w-xl text-primary-foreground">
              {t("ctaText")}
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg" variant="secondary">
                <Link href={path("/register")}>{t("startGrowing")}</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
              >
                <Link href={path("/login")}>{t("signIn")}</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <PublicFooter locale={locale} />
    </div>
  );
}
