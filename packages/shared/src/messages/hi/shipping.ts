/** Hindi twin of ../shipping.ts: a failed delivery, a COD order to confirm, a texted link. */
export const ndrTitle = "डिलीवरी नहीं हो पाई";
export const ndrReason = (reason: string) => `कूरियर वाले ने बताया: ${reason}`;
export const ndrAnswerBy = (when: string) => `${when} तक नई तारीख़ चुनें`;
export const ndrDate = "डिलीवरी की नई तारीख़";
export const ndrFixAddress = "पता या फ़ोन नंबर ठीक करें";
export const ndrAddressLine1 = "मकान, गली";
export const ndrAddressLine2 = "इलाका, पास की पहचान (वैकल्पिक)";
export const ndrPhone = "कूरियर के लिए फ़ोन नंबर";
export const ndrSubmit = "इस तारीख़ को डिलीवर करें";
export const ndrDone = "धन्यवाद: आपकी चुनी तारीख़ पर कूरियर फिर से डिलीवरी करेगा।";
export const ndrAnswered = "आपका जवाब हमें मिल गया है: कूरियर फिर से डिलीवरी करेगा।";
export const codTitle = "आपकी पुष्टि का इंतज़ार है";
export const codExplain = (when: string) =>
	`कृपया ${when} तक इस कैश ऑन डिलीवरी ऑर्डर की पुष्टि करें। समय पर पुष्टि न होने वाले ऑर्डर रद्द हो जाते हैं।`;
export const codConfirm = "ऑर्डर पक्का करें";
export const codCancel = "ऑर्डर रद्द करें";
export const codCancelAsk = "यह ऑर्डर रद्द करें? यह वापस नहीं होगा।";
export const codPayOnline = (amount: string, saving: string) => `अभी ऑनलाइन ${amount} चुकाएँ (${saving} बचाएँ)`;
export const codConfirmed = "आपका ऑर्डर पक्का हो गया है। कृपया डिलीवरी पर नकद भुगतान करें।";
export const codCancelled = "आपका ऑर्डर रद्द हो गया है।";
export const linkTitle = "आपका Pitara ऑर्डर";
export const linkUsed = "यह लिंक पहले ही इस्तेमाल हो चुका है। अपना ऑर्डर 'मेरे ऑर्डर' में देखें।";
export const linkExpired = "इस लिंक की अवधि खत्म हो गई है।";
export const linkInvalid = "यह लिंक सही नहीं है।";
export const linkPayOnline = "ऑनलाइन भुगतान के लिए लॉग इन करें";
export const deliveryTo = "डिलीवरी का पता";
export const loadingLink = "खुल रहा है";
// the API's answers: a texted link, a failed delivery, a COD order to confirm
export const linkNotValid = "यह लिंक सही नहीं है";
export const linkUsedAlready = "यह लिंक पहले ही इस्तेमाल हो चुका है";
export const linkHasExpired = "इस लिंक की अवधि खत्म हो गई है";
export const notALink = "यह सही लिंक नहीं है";
export const ndrThanks = "धन्यवाद: आपकी चुनी तारीख़ पर कूरियर फिर से डिलीवरी करेगा";
export const parcelNotFound = "पार्सल नहीं मिला";
/** `status` the parcel's status as the shopper reads it ("Delivered") */
export const noNdrToAnswer = (status: string) => `यह पार्सल ${status} है: जवाब देने के लिए कोई असफल डिलीवरी नहीं है`;
export const ndrNextFiveDays = "अगले पाँच दिनों में से कोई एक दिन चुनें";
export const codNoConfirmation = "इस ऑर्डर को पुष्टि की ज़रूरत नहीं है";
/** `state` the confirmation's state as the shopper reads it */
export const codNoLongerAwaiting = (state: string) => `यह ऑर्डर अब पुष्टि के इंतज़ार में नहीं है (${state})`;
export const codClosed = "इस ऑर्डर की पुष्टि का समय खत्म हो गया है";
export const codNotPayableNow = "इस ऑर्डर का अभी ऑनलाइन भुगतान नहीं हो सकता";
export const codNoPrepaidOffer = "इस ऑर्डर के लिए ऑनलाइन भुगतान का विकल्प नहीं है";
export const codAwaitingShopper = "यह कैश ऑन डिलीवरी ऑर्डर ग्राहक की पुष्टि का इंतज़ार कर रहा है";
// the failed delivery's form's field rules
export const ndrPhoneInvalid = "10 अंकों का मोबाइल नंबर डालें";
export const ndrChooseDate = "तारीख़ चुनें";
export const ndrEnterStreet = "मकान और गली लिखें";

export const codOrderConfirmed = "आपका ऑर्डर पक्का हो गया";
export const codOrderCancelled = "आपका ऑर्डर रद्द हो गया";
