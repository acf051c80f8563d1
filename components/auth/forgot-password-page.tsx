import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { NarrowPage } from "@/components/layout/narrow-page";
import { localizedPath, type AppLocale } from "@/lib/i18n/locales";
import { messagesFor, pickMessages } from "@/lib/i18n/messages";
import { missingForEmailedLinks } from "@/server/notifications/email";
import { authProviderName } from "@/server/auth/provider";

/** The shell command that resets a password (scripts/admin.mjs): the same in every language. */
const RESET_COMMAND = "npm run admin -- reset-password";

/** The variables an operator sets for what is missing (README, "Your account"). */
const SETTING_FOR = { email: "SMTP_URL", "public URL": "APP_URL" } as const;
const CODE = "rounded bg-muted px-1.5 py-0.5 text-sm text-foreground";

/**
 * /forgot-password, from the sign-in page: a reset link by email when this server can send one
 * (SMTP and a public URL); otherwise that it cannot, how the person who runs the server resets a
 * password from its shell, and, for them, which setting is missing. The same for every visitor:
 * nothing here depends on an address.
 */
export async function ForgotPasswordPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "ForgotPassword" });
  const provider = authProviderName();
  const [first, second] = missingForEmailedLinks().map((need) => SETTING_FOR[need]);
  const code = (words: React.ReactNode) => <code>{words}</code>;
  return (
    <NarrowPage lang={locale}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {provider === "clerk" ? (
          <p className="text-muted-foreground">{t("clerk")}</p>
        ) : !first ? (
          <>
            <p className="text-sm text-muted-foreground">{t("intro")}</p>
            <NextIntlClientProvider locale={locale} messages={pickMessages(await messagesFor(locale), ["Auth", "AuthErrors", "ForgotPassword"])} timeZone="UTC">
              <ForgotPasswordForm />
            </NextIntlClientProvider>
          </>
        ) : (
          <>
            <p className="font-medium">{t("cannotSend")}</p>
            <p className="text-muted-foreground">
              {t.rich("askOperator", {
                command: (yourEmail) => (
                  <code className={CODE}>
                    <span className="whitespace-nowrap">{RESET_COMMAND}</span> <span className="whitespace-nowrap">{`<${yourEmail}>`}</span>
                  </code>
                ),
              })}
            </p>
            <p className="border-t pt-4 text-sm text-muted-foreground">
              {t.rich("operatorNeeds", { code })}{" "}
              {second ? t.rich("operatorMissingTwo", { code, first, second }) : t.rich("operatorMissingOne", { code, first })}
            </p>
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t("remembered")}{" "}
        <Link href={localizedPath(locale, "/login")} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("signInHere")}
        </Link>
      </p>
    </NarrowPage>
  );
}
