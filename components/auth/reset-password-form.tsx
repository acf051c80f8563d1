"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { AuthSubmit } from "./auth-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUTH_PROBLEM_VALUES, authProblem, newPasswordProblemOf, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-checks";
import { resetPassword } from "@/lib/auth-requests";

/** /reset-password?token=…: the new password, set with the token from the email. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("TokenPages");
  const problemText = useTranslations("AuthErrors");
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const password = String(values.get("newPassword") ?? "");
    const found = newPasswordProblemOf(password, String(values.get("repeatPassword") ?? ""));
    const problem = found ? problemText(found, AUTH_PROBLEM_VALUES) : null;
    setError(problem);
    if (problem) return;
    setPending(true);
    const result = await resetPassword(token, password);
    setPending(false);
    if (result.error) {
      setError(problemText(authProblem(result.error), AUTH_PROBLEM_VALUES));
      return;
    }
    setDone(true);
  }

  if (done) {
    return (
      <div role="status" className="grid gap-4">
        <p>{t("resetDone")}</p>
        <Link href="/login" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.lg}`}>
          {t("signInButton")}
        </Link>
      </div>
    );
  }
  const invalid = error ? true : undefined;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-2">
        <Label htmlFor="new-password">{t("newPassword")}</Label>
        <Input id="new-password" name="newPassword" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} required aria-invalid={invalid} aria-describedby="new-password-hint" disabled={pending} />
        <p id="new-password-hint" className="text-xs text-muted-foreground">
          {t("newPasswordHint", { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="repeat-password">{t("repeatNewPassword")}</Label>
        <Input id="repeat-password" name="repeatPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} required aria-invalid={invalid} disabled={pending} />
      </div>
      <AuthSubmit errorId={errorId} error={error} pending={pending} label={t("saveNewPassword")} pendingLabel={t("saving")} />
    </form>
  );
}
