import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GardenJournal } from "@/components/journal/garden-journal";
import { PageHeader } from "@/components/layout/page-header";
import { todayInTimeZone } from "@/lib/dates";
import { journalListQuerySchema } from "@/lib/validations/journal";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Journal");
  return { title: t("title") };
}

/** /journal?plant=&tag=&q=&from=&to=: the garden's journal, every plant's entries together (linked from My Garden). */
export default async function JournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const [query, t] = await Promise.all([searchParams, getTranslations("Journal")]);
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  // A bookmarked search comes back as it was; a filter that is not valid is left out.
  const asked = journalListQuerySchema.safeParse({ plant: one(query.plant), tag: one(query.tag), q: one(query.q), from: one(query.from), to: one(query.to) });
  const filters = asked.success ? { plant: asked.data.plant, tag: asked.data.tag, q: asked.data.q, from: asked.data.from, to: asked.data.to } : {};
  return (
    <PageMessages namespaces={["Common", "Journal", "PlantFacts", "Toasts"]}>
      <PageHeader title={t("title")} subtitle={t("subtitle", { garden: gardener.gardenName })} />
      {/* Keyed by its filters: the Journal link (no filters) starts afresh from a search. */}
      <GardenJournal key={JSON.stringify(filters)} initialFilters={filters} today={todayInTimeZone(gardener.timeZone)} />
    </PageMessages>
  );
}
