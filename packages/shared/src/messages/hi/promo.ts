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
