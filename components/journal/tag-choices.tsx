"use client";

import { useTranslations } from "next-intl";
import type { JournalTag, TimelineKind } from "@/lib/journal";

/** Each journal tag's message. */
const TAG_KEYS = {
  pests: "tagPests",
  disease: "tagDisease",
  flowering: "tagFlowering",
  fruiting: "tagFruiting",
  pruning: "tagPruning",
  feeding: "tagFeeding",
  planting: "tagPlanting",
  weather: "tagWeather",
  harvest: "tagHarvest",
  other: "tagOther",
} as const satisfies Record<JournalTag, string>;

/** Each timeline kind's name in the timeline's filter. */
const KIND_KEYS = {
  journal: "kindJournal",
  watering: "kindWatering",
  task: "kindTask",
  harvest: "kindHarvest",
  diagnosis: "kindDiagnosis",
  status: "kindStatus",
  planted: "kindPlanted",
} as const satisfies Record<TimelineKind, string>;

/** The journal's tags as the gardener reads them, in their language (one this app does not know, capitalised). */
export function useJournalTagLabel(): (tag: string) => string {
  const t = useTranslations("Journal");
  return (tag) => (Object.hasOwn(TAG_KEYS, tag) ? t(TAG_KEYS[tag as JournalTag]) : tag.charAt(0).toUpperCase() + tag.slice(1));
}

/** The timeline's kinds as its filter names them, in the gardener's language. */
export function useTimelineKindLabel(): (kind: TimelineKind) => string {
  const t = useTranslations("Journal");
  return (kind) => t(KIND_KEYS[kind]);
}

/** Tags to pick, each a checkbox drawn as a chip, in a fieldset named by its legend. */
export function TagChoices<Tag extends string>({
  legend,
  tags,
  chosen,
  onChange,
  label,
}: {
  legend: string;
  tags: readonly Tag[];
  chosen: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  label: (tag: Tag) => string;
}) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const on = chosen.includes(tag);
          return (
            <label
              key={tag}
              className="cursor-pointer rounded-full border px-3 py-1 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => onChange(on ? chosen.filter((other) => other !== tag) : [...chosen, tag])}
              />
              {label(tag)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
