"use client";

import { CalendarDays, Copy, RefreshCw } from "@/components/ui/icons";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCalendarFeed, useRegenerateCalendarFeed } from "@/hooks/use-calendar-feed";

/** The secret iCalendar feed of the gardener's tasks, with copy and regenerate. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();

  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success("Calendar link copied", { description: "Paste it into your calendar app." });
    } catch {
      toast.error("Could not copy the link", { description: "Select the link and copy it yourself." });
    }
  }

  return (
    <Card role="region" aria-labelledby="calendar-feed-heading">
      <CardHeader>
        <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarDays className="size-5 text-primary" aria-hidden="true" /> Calendar Feed
        </h2>
        <CardDescription>
          See your garden tasks in Google Calendar (Other calendars → From URL), Apple Calendar (File → New Calendar
          Subscription) or Thunderbird (New Calendar → On the Network). Keep the link private: anyone with it can see
          your tasks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor="calendar-feed-url">Your calendar link</Label>
        <Input
          id="calendar-feed-url"
          readOnly
          value={feed.data?.url ?? (feed.isError ? "Could not load your calendar link." : "Loading...")}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={copy} disabled={!feed.data}>
            <Copy aria-hidden="true" /> Copy Link
          </Button>
          <Button variant="outline" onClick={() => regenerate.mutate()} disabled={!feed.data || regenerate.isPending}>
            <RefreshCw className={regenerate.isPending ? "animate-spin" : undefined} aria-hidden="true" />
            {regenerate.isPending ? "Making a new link..." : "New Link"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
