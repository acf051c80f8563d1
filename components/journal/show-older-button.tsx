"use client";

import { useTranslations } from "next-intl";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** The next page of a list read a page at a time (a plant's timeline, the garden's journal), while there is one. */
export function ShowOlderButton({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  const t = useTranslations("Journal");
  if (!list.hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      {list.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {list.isFetchingNextPage ? t("loading") : t("showOlder")}
    </Button>
  );
}
