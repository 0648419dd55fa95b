/**
 * Hindi twin of ../errors.ts: the API's answers a shopper meets that belong to no one domain. A field's name (`field`)
 * stays as the API names it.
 */
export const checkDetails = "कृपया अपनी डाली गई जानकारी जाँच लें।";
export const notValid = "सही नहीं है";
export const loginToContinue = "आगे बढ़ने के लिए कृपया लॉग इन करें।";
export const notAllowed = "आपको यह करने की अनुमति नहीं है।";
export const notFound = "नहीं मिला";
export const sessionExpired = "आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।";
export const ownAccountOnly = "आप सिर्फ़ अपने ही खाते पर यह कर सकते हैं।";
export const accountNotFound = "खाता नहीं मिला";
export const categoryNotFound = "श्रेणी नहीं मिली";
export const subcategoryNotFound = "उप-श्रेणी नहीं मिली";
export const tooManyRequests = (seconds: number) => `बहुत सारी कोशिशें हुईं। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`;
export const invisibleCharacter = "इस लिखावट में एक छिपा हुआ अक्षर है जिसकी अनुमति नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।";
export const idempotencyKey = "Idempotency-Key में 1 से 128 तक छपने वाले अक्षर होने चाहिए";
export const idempotencyKeyField = "1 से 128 तक छपने वाले अक्षर होने चाहिए";
export const mustBeNumber = "संख्या होनी चाहिए";
export const mustBeWhole = "पूरी संख्या होनी चाहिए";
export const mustBePositive = "शून्य से बड़ी संख्या होनी चाहिए";
export const tooLarge = "बहुत बड़ा है";
export const mustBeText = "लिखावट होनी चाहिए";
export const atMostCharacters = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`;
export const phoneRequired = "फ़ोन नंबर ज़रूरी है";
export const phoneDigits = "फ़ोन नंबर 10 अंकों का होना चाहिए";
export const enterCode = "कृपया कोड डालें";
export const enterSixDigitCode = "कृपया 6 अंकों का कोड डालें";
export const validDate = "कृपया सही तारीख़ डालें";
export const passwordTooLong = "पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है";
export const fewerWords = "कृपया कम शब्द लिखें";
/** A request field's rule, the field named as the API names it ("quantity संख्या होनी चाहिए"). */
export const fieldNumber = (field: string) => `${field} संख्या होनी चाहिए`;
export const fieldWhole = (field: string) => `${field} पूरी संख्या होनी चाहिए`;
export const fieldAtLeast = (field: string, min: number) => `${field} कम से कम ${min} होना चाहिए`;
export const fieldAtMost = (field: string, max: number) => `${field} ज़्यादा से ज़्यादा ${max} हो सकता है`;
export const fieldBetween = (field: string, min: number, max: number) => `${field} ${min} और ${max} के बीच होना चाहिए`;
export const fieldTooLarge = (field: string) => `${field} बहुत बड़ा है`;
export const fieldNotNegative = (field: string) => `${field} शून्य से कम नहीं हो सकता`;
export const fieldRequired = (field: string) => `${field} ज़रूरी है`;
export const fieldTrueOrFalse = (field: string) => `${field} true या false होना चाहिए`;
export const fieldOneOf = (field: string, choices: readonly string[]) =>
	`${field} इनमें से एक होना चाहिए: ${choices.join(", ")}`;
export const fieldPaidOrFailed = (field: string) => `${field} paid या failed होना चाहिए`;
export const pageStartsAt1 = "page 1 से शुरू होता है";
export const requestTooLarge = "अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा 1 MB)।";
export const sendJson = "कृपया अनुरोध JSON में भेजें।";
export const invalidJson = "अनुरोध का हिस्सा सही JSON नहीं है।";
export const tooManyRequestsNow = "बहुत सारी कोशिशें हुईं। कृपया थोड़ा रुककर फिर से कोशिश करें।";
export const notHandled = "यह अनुरोध पूरा नहीं हो सका।";
export const shopBusy = "दुकान अभी थोड़ी व्यस्त है। कृपया कुछ सेकंड में फिर से कोशिश करें।";
export const pleaseWait = "कृपया थोड़ा रुकें";
