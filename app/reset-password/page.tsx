import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { NarrowPage } from "@/components/layout/narrow-page";
import { passwordResetTokenValid } from "@/server/auth/local";
import { authProviderName } from "@/server/auth/provider";

export const metadata: Metadata = { title: "Choose a New Password", robots: { index: false } };

/**
 * /reset-password?token=…, from a reset email: works signed in or out (the reset signs out every
 * device). A token that is unknown, used or over an hour old gets the way to a new one.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { token } = await searchParams;
  const usable = typeof token === "string" && authProviderName() === "local" && (await passwordResetTokenValid(token));
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {usable ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link can&apos;t be used</h1>
            <p className="text-muted-foreground">A reset link works once, for one hour. This one has expired or was used already.</p>
            <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              Ask for a new link
            </Link>
          </>
        )}
      </div>
    </NarrowPage>
  );
}
