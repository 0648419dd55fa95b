/** Hindi twin of ../language.ts. */
export const choose = "भाषा";
export const offerHindi = "Pitara हिन्दी में भी है।";
export const readInHindi = "हिन्दी में देखें";
export const stayInEnglish = "नहीं, English";
/** hi-IN's short month and weekday names, as ICU writes them */
export const monthsShort = "जन॰ फ़र॰ मार्च अप्रैल मई जून जुल॰ अग॰ सित॰ अक्टू॰ नव॰ दिस॰";
export const weekdaysShort = "रवि सोम मंगल बुध गुरु शुक्र शनि";
