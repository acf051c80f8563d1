"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { KeyRound, Loader2, LogOut, MonitorSmartphone } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRefetchSessions, useSignedInSessions, useSignOutSession } from "@/hooks/use-account";
import type { SignedInSessionJson } from "@/lib/account-types";
import { apiErrorMessage } from "@/lib/api-client";
import { AUTH_PROBLEM_VALUES, authProblem, newPasswordProblemOf, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-checks";
import { changePassword } from "@/lib/auth-requests";
import { useFormat } from "@/hooks/use-format";
import { formatMoment, type FormatOptions } from "@/lib/format";

type AccountMessages = ReturnType<typeof useTranslations<"Account">>;

/** "Active today", "Active yesterday" or "Active on" the date: a session's last activity is known to the day. */
function activeDay(iso: string, format: FormatOptions, t: AccountMessages, now = new Date()): string {
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((day(now) - day(new Date(iso))) / 86_400_000);
  if (days <= 0) return t("activeToday");
  if (days === 1) return t("activeYesterday");
  return t("activeOn", { when: formatMoment(iso, "date", format) });
}

function ChangePasswordForm({ email }: { email: string }) {
  const t = useTranslations("Account");
  const problemText = useTranslations("AuthErrors");
  const errorId = useId();
  const refetchSessions = useRefetchSessions();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const currentPassword = String(values.get("currentPassword") ?? "");
    const newPassword = String(values.get("newPassword") ?? "");
    const revokeOtherSessions = values.get("revokeOtherSessions") === "on";
    const found = newPasswordProblemOf(newPassword, String(values.get("repeatPassword") ?? ""));
    const problem = currentPassword === "" ? t("enterCurrentPassword") : found && problemText(found, AUTH_PROBLEM_VALUES);
    setError(problem);
    if (problem) return;
    setPending(true);
    const result = await changePassword({ currentPassword, newPassword, revokeOtherSessions });
    setPending(false);
    if (result.error) {
      setError(problemText(authProblem(result.error), AUTH_PROBLEM_VALUES));
      return;
    }
    form.reset();
    toast.success(t("passwordChanged"), {
      description: revokeOtherSessions ? t("othersSignedOut") : t("useNextTime"),
    });
    await refetchSessions();
  }

  const invalid = error ? true : undefined;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-password-heading" aria-describedby={error ? errorId : undefined}>
      <h3 id="change-password-heading" className="font-semibold">
        {t("changePassword")}
      </h3>
      {/* For password managers: the account whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField id="current-password" label={t("currentPassword")}>
        <Input id="current-password" name="currentPassword" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} aria-invalid={invalid} disabled={pending} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-password" label={t("newPassword")}>
          <Input id="new-password" name="newPassword" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} aria-invalid={invalid} aria-describedby="new-password-hint" disabled={pending} />
        </FormField>
        <FormField id="repeat-password" label={t("repeatPassword")}>
          <Input id="repeat-password" name="repeatPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} aria-invalid={invalid} disabled={pending} />
        </FormField>
      </div>
      <p id="new-password-hint" className="-mt-2 text-xs text-muted-foreground">
        {t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
      </p>
      <div className="flex items-start gap-3">
        <input id="revoke-other-sessions" name="revokeOtherSessions" type="checkbox" className="mt-1 size-5 shrink-0 cursor-pointer accent-primary" disabled={pending} />
        <label htmlFor="revoke-other-sessions" className="cursor-pointer font-medium">
          {t("signOutOthers")}
        </label>
      </div>
      {error ? (
        <ErrorAlert id={errorId} boxed>
          {error}
        </ErrorAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? t("changing") : t("changePassword")}
        </Button>
      </div>
    </form>
  );
}

function SessionItem({ session }: { session: SignedInSessionJson }) {
  const t = useTranslations("Account");
  const signOut = useSignOutSession();
  const format = useFormat();
  const labelId = `session-${session.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3" aria-labelledby={labelId}>
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p id={labelId} className="font-medium">
            {session.device}
            {session.current ? <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t("thisDevice")}</span> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {/* An IPv6 address is one long word: it may break anywhere rather than push the page sideways on a phone. */}
            {session.ipAddress ? (
              <>
                <span className="break-all">{session.ipAddress}</span>
                {" · "}
              </>
            ) : null}
            {t("signedIn", { when: formatMoment(session.createdAt, "date-time", format) })} · {activeDay(session.lastActiveAt, format, t)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" onClick={() => signOut.mutate(session)} disabled={signOut.isPending} aria-label={t("signOutSession", { first: session.device, when: formatMoment(session.createdAt, "date-time", format) })}>
          {signOut.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          {t("signOut")}
        </Button>
      )}
    </li>
  );
}

function SessionsList() {
  const t = useTranslations("Account");
  const sessions = useSignedInSessions();
  return (
    <section className="grid gap-3" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading" className="font-semibold">
        {t("sessionsTitle")}
      </h3>
      {sessions.isPending ? (
        <p className="text-sm text-muted-foreground">{t("loadingSessions")}</p>
      ) : sessions.isError ? (
        <ErrorAlert boxed>{apiErrorMessage(sessions.error) ?? t("sessionsError")}</ErrorAlert>
      ) : (
        <ul className="grid gap-2">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Settings' Password & Sessions card (local accounts): change the password, and sign devices out. */
export function PasswordSessionsCard({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useTranslations("Account");
  return (
    <Card role="region" aria-labelledby="password-sessions-heading">
      <CardHeader>
        <h2 id="password-sessions-heading" className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> {t("passwordTitle")}
        </h2>
        <CardDescription>{t("passwordDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {hasPassword ? (
          <ChangePasswordForm email={email} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("noPassword")}</p>
        )}
        <SessionsList />
      </CardContent>
    </Card>
  );
}
