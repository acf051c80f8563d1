"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ChevronDown, Loader2, Settings, Sprout } from "@/components/ui/icons";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useGardens, useSwitchGarden } from "@/hooks/use-gardens";
import type { OpenGarden } from "@/lib/garden-types";


/**
 * The gardener's gardens as radio items (the open one checked); choosing one opens it. Listed
 * when a menu that holds them first opens, so pages never wait for it.
 */
export function GardenChoices({ garden, listed }: { garden: OpenGarden; listed: boolean }) {
  const t = useTranslations("Gardens");
  const gardens = useGardens({ enabled: listed });
  const switchGarden = useSwitchGarden();
  if (gardens.isPending) {
    return (
      <DropdownMenuItem disabled>
        <Loader2 className="animate-spin" aria-hidden="true" /> {t("loadingGardens")}
      </DropdownMenuItem>
    );
  }
  if (gardens.isError) return <DropdownMenuItem disabled>{t("gardensError")}</DropdownMenuItem>;
  return (
    <DropdownMenuRadioGroup
      value={String(garden.id)}
      onValueChange={(value) => {
        const chosen = gardens.data.find((candidate) => String(candidate.id) === value);
        if (chosen && chosen.id !== garden.id) switchGarden.mutate(chosen);
      }}
    >
      {gardens.data.map((candidate) => (
        <DropdownMenuRadioItem key={candidate.id} value={String(candidate.id)} disabled={switchGarden.isPending}>
          <span className="min-w-0 flex-1 truncate">{candidate.name}</span>
          {candidate.memberCount > 1 ? <span className="text-xs text-muted-foreground">{t("memberCount", { count: candidate.memberCount })}</span> : null}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The top navigation's garden switcher: names the open garden, lists the others. */
export function GardenSwitcher({ garden }: { garden: OpenGarden }) {
  const t = useTranslations("Gardens");
  const [opened, setOpened] = useState(false);
  return (
    <DropdownMenu onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenuTrigger
        aria-label={t("switcherLabel", { garden: garden.name })}
        className="flex max-w-[11rem] min-w-0 items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-[16rem]"
      >
        <Sprout className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">{garden.name}</span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>{t("yourGardens")}</DropdownMenuLabel>
        <GardenChoices garden={garden} listed={opened} />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/gardens">
            <Settings aria-hidden="true" /> {t("manageGardens")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
