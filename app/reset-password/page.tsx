import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { NarrowPage } from "@/components/layout/narrow-page";
import { PageMessages } from "@/components/page-messages";
import { passwordResetTokenValid } from "@/server/auth/local";
import { authProviderName } from "@/server/auth/provider";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TokenPages");
  return { title: t("resetTitle"), robots: { index: false } };
}

/**
 * /reset-password?token=…, from a reset email: works signed in or out (the reset signs out every
 * device). A token that is unknown, used or over an hour old gets the way to a new one.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { token } = await searchParams;
  const t = await getTranslations("TokenPages");
  const usable = typeof token === "string" && authProviderName() === "local" && (await passwordResetTokenValid(token));
  return (
    <NarrowPage lang={await getLocale()}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {usable ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("resetHeading")}</h1>
            <PageMessages namespaces={["AuthErrors", "TokenPages"]}>
              <ResetPasswordForm token={token} />
            </PageMessages>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("unusableLink")}</h1>
            <p className="text-muted-foreground">{t("resetUnusable")}</p>
            <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("askNewLink")}
            </Link>
          </>
        )}
      </div>
    </NarrowPage>
  );
}
