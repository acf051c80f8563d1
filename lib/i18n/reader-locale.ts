import "server-only";
import { headers } from "next/headers";
import { currentGardener } from "@/server/account/gardener";
import { localeForAcceptLanguage, type AppLocale } from "./locales";

/**
 * The language a page read per request speaks: the signed-in gardener's (their profile), else the
 * browser's Accept-Language (a page opened from an email's link: unsubscribe, confirm, invite,
 * reset the password). Public pages that are built ahead name theirs from their path instead.
 */
export async function readerLocale(): Promise<AppLocale> {
  const gardener = await currentGardener();
  return gardener?.locale ?? localeForAcceptLanguage((await headers()).get("accept-language"));
}
