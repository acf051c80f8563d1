import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { afterSignUpPath, returnPath } from "@/lib/return-path";
import { getCurrentUser } from "@/server/auth";
import { CONFIRM_SIGN_UP_PATH } from "@/server/auth/sign-up-confirmation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TokenPages");
  return { title: t("confirmSignUpTitle"), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * /confirm-sign-up?token=…, from the email a sign-up sends where the server confirms addresses
 * (server/auth/sign-up-confirmation.ts). Opening it changes nothing (mail scanners open links):
 * its button goes to better-auth's /api/auth/verify-email, which confirms the address, signs the
 * gardener in and sends them back here with ?done=1 (or ?done=1&error=… for a link that has
 * expired), to go on to the place step or the invitation they came from.
 */
export default async function ConfirmSignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = await searchParams;
  const next = returnPath(one(query.next));
  const token = one(query.token);
  const done = one(query.done) === "1";
  const error = one(query.error);
  if (done && !error && (await getCurrentUser())) redirect(afterSignUpPath(next));

  const t = await getTranslations("TokenPages");
  const back = new URLSearchParams({ done: "1", ...(next === "/" ? {} : { next }) });
  return (
    <NarrowPage lang={await getLocale()}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {error || (!done && !token) ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("unusableLink")}</h1>
            <p className="text-muted-foreground">{t("confirmSignUpUnusable")}</p>
            <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("signIn")}
            </Link>
          </>
        ) : done ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("addressConfirmed")}</h1>
            <p className="text-muted-foreground">{t("confirmSignUpReady")}</p>
            <Link href={next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("signIn")}
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("confirmSignUpHeading")}</h1>
            <p className="text-muted-foreground">{t("confirmSignUpBody")}</p>
            {/* A plain form: it works before (or without) any script. */}
            <form method="get" action="/api/auth/verify-email">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="callbackURL" value={`${CONFIRM_SIGN_UP_PATH}?${back.toString()}`} />
              <button type="submit" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.lg} w-full`}>
                {t("confirmAndSignIn")}
              </button>
            </form>
          </>
        )}
      </div>
    </NarrowPage>
  );
}
