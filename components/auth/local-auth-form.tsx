"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { AuthSubmit } from "./auth-submit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authErrorMessage, checkSignIn, checkSignUp, PASSWORD_MIN_LENGTH, type SignUpDetails } from "@/lib/auth-messages";
import { signIn, signUp } from "@/lib/auth-requests";
import { afterSignUpPath } from "@/lib/return-path";

type Mode = "sign-in" | "sign-up";

const COPY = {
  "sign-in": { submit: "Sign In", pending: "Signing in..." },
  "sign-up": { submit: "Create Account", pending: "Creating account..." },
} as const;

/** Email + password form for local accounts (better-auth). Lands on `next` (the dashboard, or an invitation) when done. */
export function LocalAuthForm({ mode, next = "/" }: { mode: Mode; next?: string }) {
  const router = useRouter();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const copy = COPY[mode];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(form.entries());
    setError(null);
    const checked = mode === "sign-up" ? checkSignUp(values) : checkSignIn(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setPending(true);
    const result = mode === "sign-up" ? await signUp(checked.data as SignUpDetails, next) : await signIn(checked.data, next);
    if (result.error) {
      setPending(false);
      setError(authErrorMessage(result.error));
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
          <Label htmlFor="name">Full name</Label>
          <Input id="name" name="name" autoComplete="name" required aria-invalid={invalid} disabled={pending} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
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
            <Label htmlFor="password">Password</Label>
            <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </div>
        ) : (
          <Label htmlFor="password">Password</Label>
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
          <p className="text-xs text-muted-foreground">At least {PASSWORD_MIN_LENGTH} characters.</p>
        ) : null}
      </div>
      <AuthSubmit errorId={errorId} error={error} pending={pending} label={copy.submit} pendingLabel={copy.pending} />
    </form>
  );
}

/**
 * After a sign-up where the server confirms addresses. It reads the same whether the address
 * was new or had an account already (its owner was emailed instead): nobody learns which.
 */
function SignUpEmailSent({ email }: { email: string }) {
  return (
    <div role="status" className="grid gap-2">
      <p className="font-medium">Check your email.</p>
      <p className="text-sm text-muted-foreground">
        We have sent a link to {email}: open it to finish signing up. It works for a day. If this address already has an account, we have emailed it how to sign in instead.
      </p>
      <p className="text-sm text-muted-foreground">Nothing there? Look in your spam folder, or sign in with your email and password to have the link sent again.</p>
    </div>
  );
}
