/** Hindi twin of ../language.ts. */
export const choose = "भाषा";
export const offerHindi = "Pitara हिन्दी में भी है।";
export const readInHindi = "हिन्दी में देखें";
export const stayInEnglish = "नहीं, English";
