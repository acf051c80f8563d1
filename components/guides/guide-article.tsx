import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Droplets, Flower2, Leaf, Plus, Sprout, Sun, Wheat, Wind } from "@/components/ui/icons";
import { guideJsonLd, type Guide } from "@/lib/guides";
import { Breadcrumbs } from "./breadcrumbs";
import { JsonLd } from "./json-ld";
import { TEXT_LINK } from "./public-page";

/** The catalogue's illustrations are 480 × 360. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;

function Section({ id, title, icon: Icon, children }: { id: string; title: string; icon: typeof Sun; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t pt-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-pretty">{children}</div>
    </section>
  );
}

function Paragraphs({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => <p key={line}>{line}</p>);
}

function AddToGarden({ guide }: { guide: Guide }) {
  return (
    // A long name in a long language ("Tomate zu meinem Garten hinzufügen") wraps rather than leave its card on a phone.
    <Button asChild size="lg" className="h-auto min-h-11 max-w-full py-2 whitespace-normal">
      {/* A plain link: the app's pages are another layout, and a signed-out visitor goes through sign-up first. */}
      <a href={guide.cta.href}>
        <Plus aria-hidden="true" /> {guide.cta.label}
      </a>
    </Button>
  );
}

/** A plant's guide, every word from its catalogue entry (lib/guides.ts). Server-rendered, no client code of its own. */
export function GuideArticle({ guide, origin }: { guide: Guide; origin: string }) {
  const { sowing } = guide;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <JsonLd data={guideJsonLd(guide, origin)} />
      <Breadcrumbs crumbs={guide.crumbs} label={guide.labels.breadcrumb} />
      <article className="mt-6">
        <header className="grid items-center gap-6 sm:grid-cols-[1fr_minmax(0,16rem)]">
          <div>
            <p className="text-sm font-medium text-primary">{guide.categoryLabel}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{guide.commonName}</h1>
            <p className="mt-1 text-lg text-muted-foreground italic">{guide.scientificName}</p>
            <p className="mt-4 text-pretty">{guide.facts}</p>
            <div className="mt-6">
              <AddToGarden guide={guide} />
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border-t-4 bg-card shadow-sm" style={{ borderTopColor: guide.accent }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a static illustration, served as it is */}
            <img
              src={guide.imageSrc}
              alt={guide.labels.illustration}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              decoding="async"
              fetchPriority="high"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </div>
        </header>

        <div className="mt-10 space-y-8">
          <Section id="about" title={guide.labels.about} icon={Leaf}>
            <Paragraphs lines={guide.about} />
          </Section>

          <Section id="light" title={guide.labels.light} icon={Sun}>
            <p>{guide.light.sentence}</p>
          </Section>

          <Section id="watering" title={guide.labels.watering} icon={Droplets}>
            <Paragraphs lines={guide.watering} />
          </Section>

          <Section id="frost" title={guide.labels.frost} icon={Wind}>
            <Paragraphs lines={guide.frost.sentences} />
          </Section>

          {sowing ? (
            <Section id="sowing" title={guide.labels.sowing} icon={Sprout}>
              <p>{sowing.basis}</p>
              <div className="overflow-hidden rounded-xl border">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{guide.labels.sowingCaption}</caption>
                  <thead className="bg-muted/60">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {guide.labels.whatToDo}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {guide.labels.northern}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {guide.labels.southern}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {sowing.rows.map((row) => (
                      <tr key={row.action} className="border-t align-top">
                        <th scope="row" className="px-3 py-2 font-normal">
                          <span className="block font-medium">{row.label}</span>
                          <span className="block text-muted-foreground">{row.timing}</span>
                        </th>
                        <td className="px-3 py-2">{row.months.north}</td>
                        <td className="px-3 py-2">{row.months.south}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {sowing.germination ? <p>{sowing.germination}</p> : null}
              <p className="font-medium">{sowing.note}</p>
            </Section>
          ) : null}

          {guide.harvest ? (
            <Section id="harvest" title={guide.labels.harvest} icon={Wheat}>
              <p>{guide.harvest}</p>
            </Section>
          ) : null}

          {guide.flowering ? (
            <Section id="flowering" title={guide.labels.flowering} icon={Flower2}>
              <p>{guide.flowering}</p>
            </Section>
          ) : null}
        </div>

        <footer className="mt-10 flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-pretty">{guide.labels.reminders}</p>
          <AddToGarden guide={guide} />
        </footer>
      </article>

      <p className="mt-8">
        <Link href={guide.indexPath} className={`font-medium text-primary ${TEXT_LINK}`}>
          <span aria-hidden="true">← </span>
          {guide.labels.allGuides}
        </Link>
      </p>
    </div>
  );
}
