"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { AuthSubmit } from "./auth-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUTH_PROBLEM_VALUES, authProblem, checkSignIn } from "@/lib/auth-checks";
import { requestPasswordReset } from "@/lib/auth-requests";

/** /forgot-password: asks for a reset link. The answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useTranslations("ForgotPassword");
  const auth = useTranslations("Auth");
  const problemText = useTranslations("AuthErrors");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    // The sign-in rule for a well-formed address (any password stands in).
    const checked = checkSignIn({ email, password: "-" });
    if (!checked.ok) {
      setError(problemText(checked.problem, AUTH_PROBLEM_VALUES));
      return;
    }
    setError(null);
    setPending(true);
    const result = await requestPasswordReset(checked.data.email);
    setPending(false);
    if (result.error) {
      setError(problemText(authProblem(result.error), AUTH_PROBLEM_VALUES));
      return;
    }
    setSentTo(checked.data.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-2">
        <p className="font-medium">{auth("checkEmail")}</p>
        <p className="text-sm text-muted-foreground">{t("sent", { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-2">
        <Label htmlFor="email">{auth("email")}</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required aria-invalid={error ? true : undefined} disabled={pending} />
      </div>
      <AuthSubmit errorId={errorId} error={error} pending={pending} label={t("submit")} pendingLabel={t("pending")} />
    </form>
  );
}
