import type { AppLocale } from "@/lib/i18n/locales";
import type { Phrasebook } from "./phrasebook";

/** Each language's phrasebook for the offline assistant's requests (./phrasebook.ts); English needs none. */
export const PHRASEBOOKS: Partial<Record<AppLocale, Phrasebook>> = {};
