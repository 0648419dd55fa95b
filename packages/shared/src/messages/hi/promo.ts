/** Hindi twin of ../promo.ts. */
export const codeRequired = "कृपया प्रोमो कोड डालें";
export const unknown = "यह प्रोमो कोड सही नहीं है";
export const expired = "इस प्रोमो कोड की अवधि खत्म हो गई है";
export const inactive = "यह प्रोमो कोड अब चालू नहीं है";
export const notFirstOrder = "यह प्रोमो कोड सिर्फ़ आपके पहले ऑर्डर के लिए है";
export const notStarted = (from: string) => `यह प्रोमो कोड ${from} से इस्तेमाल हो सकता है`;
export const belowMinimum = (minimum: string) => `इस प्रोमो कोड के लिए कम से कम ${minimum} का सामान चाहिए`;
export const alreadyUsed = "आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं";
/** the code's total uses (all shoppers together) are taken */
export const usedUp = "यह प्रोमो कोड जितनी बार इस्तेमाल हो सकता था, हो चुका है";
/** `off` is "10%" or "₹200" */
export const applied = (code: string, off: string) => `${code} लग गया: आपके सामान पर ${off} की छूट`;
/** a scoped code: none of the bag's items is in its scope */
export const notEligible = "यह प्रोमो कोड आपके बैग के किसी सामान पर लागू नहीं होता";
/** a scoped code's minimum counts only the items it applies to (decision 067) */
export const belowMinimumEligible = (minimum: string) =>
	`इस प्रोमो कोड के लिए उन सामानों की कीमत कम से कम ${minimum} होनी चाहिए जिन पर यह लागू होता है`;
export const appliedFreeDelivery = (code: string) => `${code} लग गया: मुफ़्त डिलीवरी`;
/** one promo per order: an automatic offer worth more than the typed code stays */
export const automaticBetter = (name: string, code: string) =>
	`${name} से ${code} से ज़्यादा बचत होती है, इसलिए वही लगा रहेगा (एक ऑर्डर पर एक ऑफ़र)`;
export const automaticNote = "अपने आप लगा। एक ऑर्डर पर एक ऑफ़र: ज़्यादा बचत वाला कोड इसकी जगह ले लेगा।";
export const scopedNote = "सिर्फ़ चुने हुए सामान पर";
export const minimumNote = (minimum: string) => `इस ऑफ़र के सामान पर कम से कम ${minimum}`;
