/**
 * The language switch and the offer of Hindi (issue 31, decision 060). The languages' own names ("English",
 * "हिन्दी") are not texts to translate: each is written as its readers write it (LANGUAGE_NAMES, languages.ts).
 */
export const choose = "Language";
/** shown on an English page to a first visit whose browser prefers Hindi: written in Hindi, as the reader prefers */
export const offerHindi = "Pitara हिन्दी में भी है।";
export const readInHindi = "हिन्दी में देखें";
export const stayInEnglish = "No, English";
/**
 * The calendar's short names as dates are written on the pages (dates.ts: "5 Sept 2026", "Thu, 26 Nov"), each list
 * one text, its names apart by a space: en-IN's as ICU writes them ("Sept"); a Hindi page's are Hindi's.
 */
export const monthsShort = "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec";
export const weekdaysShort = "Sun Mon Tue Wed Thu Fri Sat";
