"use client";

import { CalendarDays, Copy, RefreshCw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCalendarFeed, useRegenerateCalendarFeed } from "@/hooks/use-calendar-feed";

/** The secret iCalendar feed of the gardener's tasks, with copy and regenerate. */
export function CalendarFeedCard() {
  const t = useTranslations("Connections");
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();

  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success(t("linkCopied"), { description: t("linkCopiedHint") });
    } catch {
      toast.error(t("linkNotCopied"), { description: t("linkNotCopiedHint") });
    }
  }

  return (
    <Card role="region" aria-labelledby="calendar-feed-heading">
      <CardHeader>
        <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarDays className="size-5 text-primary" aria-hidden="true" /> {t("calendarTitle")}
        </h2>
        <CardDescription>{t("calendarDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="calendar-feed-url">{t("calendarLink")}</Label>
        <Input
          id="calendar-feed-url"
          readOnly
          value={feed.data?.url ?? (feed.isError ? t("calendarLoadError") : t("loading"))}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={copy} disabled={!feed.data}>
            <Copy aria-hidden="true" /> {t("copyLink")}
          </Button>
          <Button variant="outline" onClick={() => regenerate.mutate()} disabled={!feed.data || regenerate.isPending}>
            <RefreshCw className={regenerate.isPending ? "animate-spin" : undefined} aria-hidden="true" />
            {regenerate.isPending ? t("makingLink") : t("newLink")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
