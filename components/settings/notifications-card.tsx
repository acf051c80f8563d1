"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Bell, Check, Loader2, Send, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAfterHydration } from "@/hooks/use-hydrated";
import { useDevicePush, useNotifications, useSendTestNotification, useSendAddressConfirmation, useUpdateNotifications } from "@/hooks/use-notifications";
import { reminderDelivery, type NotificationChannel, type NotificationsResponse } from "@/lib/notifications";
import { pushSupported } from "@/lib/push-subscription";

function Toggle({ id, label, hint, checked, disabled, onChange }: { id: string; label: string; hint?: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-1 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Each channel's name in the "ReminderSettings" messages. */
const CHANNEL_LABELS = { email: "channelEmail", push: "channelPush", ntfy: "channelNtfy" } as const satisfies Record<NotificationChannel, string>;

/** Settings' Notifications card: when reminders come, on which channels, and a test. */
export function NotificationsCard({ initial, email }: { initial: NotificationsResponse; email: string }) {
  const t = useTranslations("ReminderSettings");
  const deliveryWords = useTranslations("ReminderDelivery");
  const notifications = useNotifications(initial);
  // The browser's answer only after hydration: the server render cannot know it (a mismatch would re-render the page).
  const browserCanPush = useAfterHydration(pushSupported, () => false);
  const update = useUpdateNotifications(browserCanPush);
  const devicePush = useDevicePush();
  const sendTest = useSendTestNotification();
  const sendConfirmation = useSendAddressConfirmation();
  const { settings, channels, pushSubscriptions, address } = notifications.data;
  const [digestTime, setDigestTime] = useState(settings.digestTime);
  const [quiet, setQuiet] = useState(settings.quietHours !== null);
  const [quietStart, setQuietStart] = useState(settings.quietHours?.start ?? "21:00");
  const [quietEnd, setQuietEnd] = useState(settings.quietHours?.end ?? "07:00");
  const [byEmail, setByEmail] = useState(settings.email);
  const [ntfyTopic, setNtfyTopic] = useState(settings.ntfyTopic ?? "");
  const [weatherAlerts, setWeatherAlerts] = useState(settings.weatherAlerts);

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate({
      digestTime,
      quietHours: quiet ? { start: quietStart, end: quietEnd } : null,
      ...(channels.email ? { email: byEmail } : {}),
      ntfyTopic: ntfyTopic.trim() === "" ? null : ntfyTopic.trim(),
      weatherAlerts,
    });
  }

  const canPush = channels.push !== null && browserCanPush;
  const results = sendTest.data?.results;
  const delivery = update.data ? reminderDelivery(update.data, browserCanPush, deliveryWords) : null;

  return (
    <Card role="region" aria-labelledby="notifications-heading">
      <CardHeader>
        <h2 id="notifications-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Bell className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className="grid gap-5" onSubmit={save} aria-label={t("formLabel")}>
          <FormField id="digest-time" label={t("digestTime")}>
            <Input id="digest-time" type="time" required value={digestTime} onChange={(event) => setDigestTime(event.target.value)} />
          </FormField>
          <div className="grid gap-3">
            <Toggle id="quiet-hours" label={t("quietHours")} hint={t("quietHoursHint")} checked={quiet} onChange={setQuiet} />
            {quiet ? (
              <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                <FormField id="quiet-start" label={t("quietFrom")}>
                  <Input id="quiet-start" type="time" required value={quietStart} onChange={(event) => setQuietStart(event.target.value)} />
                </FormField>
                <FormField id="quiet-end" label={t("quietTo")}>
                  <Input id="quiet-end" type="time" required value={quietEnd} onChange={(event) => setQuietEnd(event.target.value)} />
                </FormField>
              </div>
            ) : null}
          </div>
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">{t("sendBy")}</legend>
            <Toggle
              id="notify-email"
              label={t("emailTo", { email })}
              hint={channels.email ? undefined : t("emailNotSetUp")}
              checked={channels.email && byEmail}
              disabled={!channels.email}
              onChange={setByEmail}
            />
            {channels.email && settings.email && !address.confirmed ? (
              <div role="status" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:ml-8">
                <p>
                  {address.canConfirm ? t("confirmAddress", { email: address.email }) : t("cannotConfirm", { email: address.email })}
                </p>
                {address.canConfirm ? (
                  <div>
                    <Button type="button" variant="outline" size="sm" disabled={sendConfirmation.isPending} onClick={() => sendConfirmation.mutate()}>
                      {sendConfirmation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                      {sendConfirmation.isPending ? t("sending") : t("sendLinkAgain")}
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : null}
            <FormField id="ntfy-topic" label={t("ntfyTopic")}>
              <Input
                id="ntfy-topic"
                value={ntfyTopic}
                placeholder={t("ntfyPlaceholder")}
                maxLength={64}
                autoComplete="off"
                aria-describedby="ntfy-topic-hint"
                onChange={(event) => setNtfyTopic(event.target.value)}
              />
              <p id="ntfy-topic-hint" className="text-sm text-muted-foreground">
                {t("ntfyHint", { site: channels.ntfy.server })}
              </p>
            </FormField>
          </fieldset>
          <Toggle id="weather-alerts" label={t("weatherAlerts")} hint={t("weatherAlertsHint")} checked={weatherAlerts} onChange={setWeatherAlerts} />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {update.isPending ? t("saving") : t("save")}
            </Button>
          </div>
          {delivery && delivery.problems.length > 0 ? (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {delivery.deliverable.length === 0 ? t("savedNoneDeliverable") : t("savedSomeUndeliverable")} {delivery.problems.join(" ")}
            </p>
          ) : null}
        </form>

        <section className="grid gap-3 border-t pt-5" aria-labelledby="push-heading">
          <h3 id="push-heading" className="font-semibold">
            {t("pushTitle")}
          </h3>
          <p className="text-sm text-muted-foreground" role="status">
            {!canPush ? t("pushUnsupported") : settings.push && pushSubscriptions > 0 ? t("pushOn", { count: pushSubscriptions }) : t("pushOff")}
          </p>
          {canPush ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={devicePush.isPending} onClick={() => devicePush.mutate({ enable: true, publicKey: channels.push!.publicKey })}>
                {devicePush.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Bell aria-hidden="true" />}
                {t("turnOn")}
              </Button>
              {settings.push ? (
                <Button variant="ghost" disabled={devicePush.isPending} onClick={() => devicePush.mutate({ enable: false, publicKey: channels.push!.publicKey })}>
                  {t("turnOff")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>

        <section className="grid gap-3 border-t pt-5" aria-labelledby="test-heading">
          <h3 id="test-heading" className="font-semibold">
            {t("testTitle")}
          </h3>
          <div>
            <Button variant="secondary" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
              {sendTest.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {sendTest.isPending ? t("sending") : t("sendTest")}
            </Button>
          </div>
          <ul className="grid gap-1 text-sm" aria-live="polite" aria-label={t("testResults")}>
            {results?.map((result) => (
              <li key={result.channel} className="flex items-start gap-2">
                {result.ok ? <Check className="mt-0.5 size-4 text-primary" aria-hidden="true" /> : <X className="mt-0.5 size-4 text-destructive" aria-hidden="true" />}
                <span>
                  {result.ok
                    ? t("testSent", { first: t(CHANNEL_LABELS[result.channel]) })
                    : t("testFailed", { first: t(CHANNEL_LABELS[result.channel]), second: result.error ?? "" })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
