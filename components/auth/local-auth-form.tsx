"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { AuthSubmit } from "./auth-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUTH_PROBLEM_VALUES, authProblem, checkSignIn, checkSignUp, PASSWORD_MIN_LENGTH, type SignUpDetails } from "@/lib/auth-checks";
import { localizedPath, isAppLocale, DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { signIn, signUp } from "@/lib/auth-requests";
import { afterSignUpPath } from "@/lib/return-path";

type Mode = "sign-in" | "sign-up";

// The submit button's texts ("Auth" in locales/<code>/public.json).
const COPY = {
  "sign-in": { submit: "signInSubmit", pending: "signInPending" },
  "sign-up": { submit: "signUpSubmit", pending: "signUpPending" },
} as const;

/** Email + password form for local accounts (better-auth). Lands on `next` (the dashboard, or an invitation) when done. */
export function LocalAuthForm({ mode, next = "/" }: { mode: Mode; next?: string }) {
  const router = useRouter();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const copy = COPY[mode];
  const t = useTranslations("Auth");
  const problemText = useTranslations("AuthErrors");
  const locale = useLocale();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(form.entries());
    setError(null);
    const checked = mode === "sign-up" ? checkSignUp(values) : checkSignIn(values);
    if (!checked.ok) {
      setError(problemText(checked.problem, AUTH_PROBLEM_VALUES));
      return;
    }
    setPending(true);
    // Signing up on a translated page asks for its language first (the new profile's language).
    const language = locale !== DEFAULT_APP_LOCALE ? locale : undefined;
    const result = mode === "sign-up" ? await signUp(checked.data as SignUpDetails, next, language) : await signIn(checked.data, next);
    if (result.error) {
      setPending(false);
      setError(problemText(authProblem(result.error), AUTH_PROBLEM_VALUES));
      return;
    }
    // Where the server confirms addresses, the account starts from the emailed link.
    if ("checkEmail" in result && result.checkEmail) {
      setSentTo(checked.data.email);
      return;
    }
    // A new gardener is asked for their garden's place first (an invitation's garden has one).
    router.replace(mode === "sign-up" ? afterSignUpPath(next) : next);
    router.refresh();
  }

  if (sentTo) return <SignUpEmailSent email={sentTo} />;
  const invalid = error ? true : undefined;
  return (
    // method="post": a submit before the page has hydrated must not put the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      {mode === "sign-up" ? (
        <div className="grid gap-2">
          <Label htmlFor="name">{t("fullName")}</Label>
          <Input id="name" name="name" autoComplete="name" required aria-invalid={invalid} disabled={pending} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="email">{t("email")}</Label>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={invalid}
          disabled={pending}
        />
      </div>
      <div className="grid gap-2">
        {mode === "sign-in" ? (
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor="password">{t("password")}</Label>
            <Link href={isAppLocale(locale) ? localizedPath(locale, "/forgot-password") : "/forgot-password"} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("forgotPassword")}
            </Link>
          </div>
        ) : (
          <Label htmlFor="password">{t("password")}</Label>
        )}
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
          required
          minLength={mode === "sign-up" ? PASSWORD_MIN_LENGTH : undefined}
          aria-invalid={invalid}
          disabled={pending}
        />
        {mode === "sign-up" ? (
          <p className="text-xs text-muted-foreground">{t("passwordHint", { min: PASSWORD_MIN_LENGTH })}</p>
        ) : null}
      </div>
      <AuthSubmit errorId={errorId} error={error} pending={pending} label={t(copy.submit)} pendingLabel={t(copy.pending)} />
    </form>
  );
}

/**
 * After a sign-up where the server confirms addresses. It reads the same whether the address
 * was new or had an account already (its owner was emailed instead): nobody learns which.
 */
function SignUpEmailSent({ email }: { email: string }) {
  const t = useTranslations("Auth");
  return (
    <div role="status" className="grid gap-2">
      <p className="font-medium">{t("checkEmail")}</p>
      <p className="text-sm text-muted-foreground">{t("signUpSent", { email })}</p>
      <p className="text-sm text-muted-foreground">{t("signUpSentNothing")}</p>
    </div>
  );
}
