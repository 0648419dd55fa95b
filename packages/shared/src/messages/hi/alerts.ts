/** Hindi twin of ../alerts.ts: back-in-stock alerts. */
/** a sold-out size's button on the product page, and what its form answers there */
export const notifyMe = "मुझे बताएँ";
export const notifyMeSaved = "यह साइज़ फिर से आते ही हम आपको मैसेज करेंगे।";
export const notifyMeLogin = "अपने फ़ोन नंबर से लॉग इन करें, यह साइज़ वापस आते ही हम आपको मैसेज करेंगे।";
/** Account → Messages: the consents and the sizes the shopper asked to hear about */
export const settingsTitle = "मैसेज";
export const settingsIntro =
	"लॉगिन कोड और ऑर्डर की जानकारी SMS से आती है। और क्या भेजें, यह आप चुनें; बंद कराने के लिए किसी भी मैसेज का जवाब STOP लिखकर दें।";
export const settingsLoading = "खुल रहा है…";
export const alertsTitle = "स्टॉक वापस आने की सूचना";
export const alertsNone = "कोई नहीं। बिक चुके साइज़ पर “मुझे बताएँ” दबाएँ, वह वापस आते ही हम आपको मैसेज करेंगे।";
export const stop = "बंद करें";
export const stopAlert = (name: string, size: string) => `${name}, ${size} की सूचना बंद करें`;
export const saveFailed = "यह सेव नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const loadFailed = "आपकी मैसेज सेटिंग खुल नहीं पाई।";
// the API's answers
export const noSuchAlert = "ऐसी कोई सूचना नहीं है";
export const priceWatch = "दाम घटे तो मुझे बताएँ";
export const priceWatchOn = "दाम 10% या ₹100 घटते ही हम आपको मैसेज करेंगे।";
export const priceWatchOff = "दाम वाला अलर्ट बंद कर दिया।";
export const priceWatchNeedsConsent = "दाम के अलर्ट ऑफ़र और अलर्ट के साथ आते हैं: अपने खाते में “ऑफ़र और अलर्ट मुझे SMS पर भेजें” चालू करें।";
export const priceAlertsTitle = "दाम घटने के अलर्ट";
export const priceAlertsNone = "कोई नहीं। विशलिस्ट के किसी सामान पर “दाम घटे तो मुझे बताएँ” दबाएँ।";
export const priceAlertSince = (price: string) => `${price} पर सहेजा`;
export const stopPriceAlert = (name: string, size: string) => `${name}, ${size} का दाम वाला अलर्ट बंद करें`;
export const notOnWishlist = "पहले इसे अपनी विशलिस्ट में जोड़ें";

export const consentWhatsAppTransactional = "मेरे ऑर्डर की जानकारी और मेरे माँगे अलर्ट WhatsApp पर भेजें";
export const consentSmsPromotional = "मुझे ऑफ़र और अलर्ट SMS से भेजें";
export const consentWhatsAppPromotional = "मुझे ऑफ़र और अलर्ट WhatsApp पर भेजें";
