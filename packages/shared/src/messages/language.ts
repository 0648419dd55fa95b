/**
 * The language switch and the offer of Hindi (issue 31, decision 060). The languages' own names ("English",
 * "हिन्दी") are not texts to translate: each is written as its readers write it (LANGUAGE_NAMES, languages.ts).
 */
export const choose = "Language";
/** shown on an English page to a first visit whose browser prefers Hindi: written in Hindi, as the reader prefers */
export const offerHindi = "Pitara हिन्दी में भी है।";
export const readInHindi = "हिन्दी में देखें";
export const stayInEnglish = "No, English";
