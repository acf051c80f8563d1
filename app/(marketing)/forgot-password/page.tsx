import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { NarrowPage } from "@/components/layout/narrow-page";
import { missingForEmailedLinks } from "@/server/notifications/email";
import { authProviderName } from "@/server/auth/provider";

export const metadata: Metadata = { title: "Forgot Password", robots: { index: false } };

/** The variables an operator sets for what is missing (README, "Your account"). */
const SETTING_FOR = { email: "SMTP_URL", "public URL": "APP_URL" } as const;

/**
 * /forgot-password, from the sign-in page: a reset link by email when this server can send one
 * (SMTP and a public URL); otherwise that it cannot, how the person who runs the server resets a
 * password from its shell, and, for them, which setting is missing. The same for every visitor:
 * nothing here depends on an address.
 */
export default function ForgotPasswordPage() {
  const provider = authProviderName();
  const missing = missingForEmailedLinks();
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        {provider === "clerk" ? (
          <p className="text-muted-foreground">This server signs you in with Clerk: use &quot;Forgot password?&quot; in the sign-in form.</p>
        ) : missing.length === 0 ? (
          <>
            <p className="text-sm text-muted-foreground">Enter the email you signed up with, and we&apos;ll send you a link to choose a new password.</p>
            <ForgotPasswordForm />
          </>
        ) : (
          <>
            <p className="font-medium">This server cannot send password reset emails.</p>
            <p className="text-muted-foreground">
              Ask the person who runs this server to reset your password. On the server they run{" "}
              <code className="rounded bg-muted px-1.5 py-0.5 text-sm text-foreground">
                <span className="whitespace-nowrap">npm run admin -- reset-password</span> <span className="whitespace-nowrap">&lt;your email&gt;</span>
              </code>, which
              prints a new password for you. Change it in Settings once you are signed in.
            </p>
            <p className="border-t pt-4 text-sm text-muted-foreground">
              For the person who runs this server: reset emails need <code>SMTP_URL</code> and <code>MAIL_FROM</code> (to send email) and{" "}
              <code>APP_URL</code> (the public address the links point to). This server has no{" "}
              {missing.map((need, index) => (
                <span key={need}>
                  {index > 0 ? " or " : null}
                  <code>{SETTING_FOR[need]}</code>
                </span>
              ))}
              . See &quot;Your account&quot; in the README.
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
