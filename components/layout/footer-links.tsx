import { getTranslations } from "next-intl/server";
import { Mail } from "@/components/ui/icons";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { SITE_NAME } from "@/lib/site";
import { operatorDetails } from "@/server/operator";
import { TermsDialog } from "./terms-dialog";

const LINK = "rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * Every footer's links (spec: a Terms & Conditions dialog and a Contact Us mail action), for whoever
 * runs this server as configured (OPERATOR_*): who they are, their Terms, and Contact Us to their
 * address. Without an address it says so instead of mailing one nobody reads.
 */
export async function FooterLinks({ locale = DEFAULT_APP_LOCALE }: { locale?: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "Public" });
  const operator = operatorDetails();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center sm:justify-end sm:text-left">
      {operator.name ? (
        <p>
          {t("runBy")}{" "}
          {operator.url ? (
            <a href={operator.url} className={`font-medium ${LINK}`} rel="noopener noreferrer">
              {operator.name}
            </a>
          ) : (
            <span className="font-medium">{operator.name}</span>
          )}
        </p>
      ) : null}
      <TermsDialog operator={operator} locale={locale} />
      {operator.email ? (
        <a href={`mailto:${operator.email}?subject=${encodeURIComponent(`${SITE_NAME} feedback`)}`} className={`inline-flex items-center gap-1.5 ${LINK}`}>
          <Mail className="size-4" aria-hidden="true" /> {t("contactUs")}
        </a>
      ) : (
        <p>{t("noOperatorContact")}</p>
      )}
    </div>
  );
}
