import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { NarrowPage } from "@/components/layout/narrow-page";
import { passwordResetByEmail } from "@/server/auth/password-changes";
import { authProviderName } from "@/server/auth/provider";

export const metadata: Metadata = { title: "Forgot Password", robots: { index: false } };

/**
 * /forgot-password, from the sign-in page: a reset link by email when this server can send one
 * (SMTP and a public URL); otherwise how the administrator resets a password from the server.
 */
export default function ForgotPasswordPage() {
  const provider = authProviderName();
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        {provider === "clerk" ? (
          <p className="text-muted-foreground">This server signs you in with Clerk: use &quot;Forgot password?&quot; in the sign-in form.</p>
        ) : passwordResetByEmail() ? (
          <>
            <p className="text-sm text-muted-foreground">Enter the email you signed up with, and we&apos;ll send you a link to choose a new password.</p>
            <ForgotPasswordForm />
          </>
        ) : (
          <>
            <p className="text-muted-foreground">Password reset by email is not set up on this server.</p>
            <p className="text-muted-foreground">
              Ask the administrator to run <code className="rounded bg-muted px-1.5 py-0.5 text-sm text-foreground">npm run admin -- reset-password &lt;your email&gt;</code> on
              the server. It prints a new password for you, which you can change in Settings once you are signed in.
            </p>
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in here
        </Link>
      </p>
    </NarrowPage>
  );
}
