"use client";

import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, ChevronDown, Search } from "@/components/ui/icons";
import { catalogueCareFacts, searchCatalogue } from "@/lib/catalogue-search";
import type { CataloguePlant } from "@/lib/garden-types";
import { cn } from "@/lib/utils";

const INPUT_CLASS =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-10 pl-9 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** The catalogue illustration: decorative beside the plant's name. */
function PlantThumbnail({ plant, className }: { plant: CataloguePlant; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small static illustration; lazy in the scrolling list
    <img
      src={plant.imagePath}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 rounded-md bg-muted object-cover", className)}
    />
  );
}

function PlantFacts({ plant, id }: { plant: CataloguePlant; id?: string }) {
  const facts = useTranslations("PlantFacts");
  return (
    <span id={id} className="grid min-w-0 gap-0.5">
      <span className="truncate text-xs text-muted-foreground italic">{plant.scientificName}</span>
      <span className="text-xs text-muted-foreground">{catalogueCareFacts(plant, facts).join(" · ")}</span>
    </span>
  );
}

/** Whether a key press comes from a picker whose list is open (a dialog's Escape then closes only the list). */
export function fromOpenPickerList(event: Event): boolean {
  const target = event.target;
  return target instanceof HTMLElement && target.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true";
}

/**
 * The Add New Plant dialog's 'Plant Type': a combobox (WAI-ARIA 1.2, list autocomplete) over the
 * catalogue. Typing filters it by common and scientific name (lib/catalogue-search.ts); each option
 * shows the plant's illustration and care facts. Arrow keys move through the options, Enter picks
 * one, Escape closes the list; a picked plant is shown with its facts under the field.
 */
export function CataloguePicker({
  id,
  plants,
  loading,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  plants: readonly CataloguePlant[];
  loading: boolean;
  value: number | null;
  onChange: (plantId: number | null) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("AddPlant");
  const listId = useId();
  const optionId = (plant: CataloguePlant) => `${listId}-plant-${plant.id}`;
  const selected = plants.find((plant) => plant.id === value) ?? null;
  const [text, setText] = useState(selected?.commonName ?? "");
  // What filters the list: the typed text, not the chosen plant's name shown in the field.
  const [filter, setFilter] = useState("");
  const [open, setOpen] = useState(value === null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const matches = useMemo(() => searchCatalogue(plants, filter), [plants, filter]);
  const shown = open && matches.length > 0;
  const active = shown ? (matches[activeIndex] ?? null) : null;

  // The active option stays in view as the arrow keys move through the list.
  useEffect(() => {
    if (active) document.getElementById(`${listId}-plant-${active.id}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  function choose(plant: CataloguePlant) {
    onChange(plant.id);
    setText(plant.commonName);
    setFilter("");
    setOpen(false);
    setActiveIndex(-1);
  }

  function openList() {
    setOpen(true);
    setActiveIndex(Math.max(0, matches.findIndex((plant) => plant.id === value)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!shown) openList();
      else setActiveIndex((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!shown) openList();
      else setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === "Escape" && shown) {
      // The dialog leaves this Escape to the list (see AddPlantDialog); the next one closes the dialog.
      setOpen(false);
    } else if (event.key === "Enter" && active) {
      // Picks the plant; the form is sent by a second Enter or the Add Plant button.
      event.preventDefault();
      choose(active);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={loading ? t("loadingPlants") : t("pickerPlaceholder")}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setFilter(typed);
            setOpen(true);
            setActiveIndex(typed.trim() ? 0 : -1);
            if (value !== null) onChange(null);
          }}
          onClick={() => {
            if (!shown) openList();
          }}
          onKeyDown={onKeyDown}
          className={INPUT_CLASS}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={shown ? t("hideList") : t("showList")}
          aria-controls={listId}
          aria-expanded={shown}
          onClick={() => (shown ? setOpen(false) : openList())}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
        >
          <ChevronDown className={cn("size-4 transition-transform", shown && "rotate-180")} aria-hidden="true" />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("catalogueList")}
        hidden={!shown}
        className="max-h-72 overflow-y-auto overscroll-contain rounded-md border p-1"
      >
        {shown
          ? matches.map((plant, index) => (
              <li
                key={plant.id}
                id={optionId(plant)}
                role="option"
                aria-selected={plant.id === value}
                aria-labelledby={`${optionId(plant)}-name`}
                aria-describedby={`${optionId(plant)}-facts`}
                // Keeps the focus in the field, so the keyboard goes on working after a tap.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(plant)}
                onMouseMove={() => activeIndex !== index && setActiveIndex(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-sm p-2",
                  index === activeIndex && "bg-accent text-accent-foreground",
                  plant.id === value && "font-semibold",
                )}
              >
                <PlantThumbnail plant={plant} className="h-12 w-16" />
                <span className="grid min-w-0 gap-0.5">
                  <span id={`${optionId(plant)}-name`} className="text-sm font-medium">
                    {plant.commonName}
                  </span>
                  <PlantFacts plant={plant} id={`${optionId(plant)}-facts`} />
                </span>
              </li>
            ))
          : null}
      </ul>
      {open && !loading && filter.trim() && matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noMatch", { query: filter.trim() })}</p>
      ) : null}
      <p role="status" className="sr-only">
        {open && filter.trim() ? t("found", { count: matches.length }) : ""}
      </p>
      {selected && !shown ? (
        <div className="flex items-center gap-3 rounded-md border bg-accent/40 p-2">
          <PlantThumbnail plant={selected} className="h-12 w-16" />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="text-sm font-medium">{selected.commonName}</span>
            <PlantFacts plant={selected} />
          </span>
          <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
        </div>
      ) : null}
    </div>
  );
}
