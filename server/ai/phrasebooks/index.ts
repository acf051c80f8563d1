import type { AppLocale } from "@/lib/i18n/locales";
import { de } from "./de";
import { es } from "./es";
import { fr } from "./fr";
import type { Phrasebook } from "./phrasebook";

/** Each language's phrasebook for the offline assistant's requests (./phrasebook.ts); English needs none. */
export const PHRASEBOOKS: Partial<Record<AppLocale, Phrasebook>> = { de, es, fr };
