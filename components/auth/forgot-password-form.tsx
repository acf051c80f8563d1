"use client";

import { useId, useState, type FormEvent } from "react";
import { AuthSubmit } from "./auth-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authErrorMessage, checkSignIn } from "@/lib/auth-messages";
import { requestPasswordReset } from "@/lib/auth-requests";

/** /forgot-password: asks for a reset link. The answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    // The sign-in rule for a well-formed address (any password stands in).
    const checked = checkSignIn({ email, password: "-" });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPending(true);
    const result = await requestPasswordReset(checked.data.email);
    setPending(false);
    if (result.error) {
      setError(authErrorMessage(result.error));
      return;
    }
    setSentTo(checked.data.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-2">
        <p className="font-medium">Check your email.</p>
        <p className="text-sm text-muted-foreground">
          If an account uses {sentTo}, we have sent it a link to choose a new password. The link works once, for one hour. Nothing there? Look in your spam folder, or try again in a few minutes.
        </p>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required aria-invalid={error ? true : undefined} disabled={pending} />
      </div>
      <AuthSubmit errorId={errorId} error={error} pending={pending} label="Email Me a Reset Link" pendingLabel="Sending..." />
    </form>
  );
}
