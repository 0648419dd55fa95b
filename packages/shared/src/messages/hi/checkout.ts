/** Hindi twin of ../checkout.ts. */
export const selectBoth = "कृपया पता और भुगतान का तरीका, दोनों चुनें";
export const selectAddress = "कृपया डिलीवरी का पता चुनें";
export const selectPayment = "कृपया भुगतान का तरीका चुनें";
export const noAddresses = "कोई पता नहीं मिला। आगे बढ़ने के लिए कृपया एक पता जोड़ें।";
export const placing = "ऑर्डर हो रहा है...";
export const placed = "ऑर्डर हो गया!";
export const failed = "ऑर्डर नहीं हो पाया";
export const pricesChanged = "कीमतें बदल गई हैं। कृपया अपना ऑर्डर एक बार देख लें।";
export const insufficientStock = (name: string, left: number) =>
	left > 0
		? `${name} सिर्फ़ ${left} बचे हैं। कृपया अपने कार्ट में मात्रा कम करें।`
		: `${name} स्टॉक में नहीं है। कृपया इसे अपने कार्ट से हटा दें।`;
export const unavailable = (name: string) => `${name} अब उपलब्ध नहीं है। कृपया इसे अपने कार्ट से हटा दें।`;
export const emptyOrder = "आपके ऑर्डर में कोई सामान नहीं है";
export const duplicateItem = "एक ऑर्डर में हर सामान एक ही बार आ सकता है";
export const addressNotFound = "डिलीवरी का वह पता नहीं मिला। कृपया कोई और पता चुनें।";
export const idempotencyMismatch = "चेकआउट की यह कोशिश किसी दूसरे ऑर्डर के लिए हो चुकी है। कृपया फिर से कोशिश करें।";
export const emptyCart = "आपका कार्ट खाली है। चेकआउट से पहले कुछ पसंद का सामान डालें।";
export const continueShopping = "ख़रीदारी जारी रखें";
export const viewOrders = "ऑर्डर देखें";
export const giftCardRequired = "कृपया अपने गिफ़्ट कार्ड का कोड डालें";
export const tooLarge = "यह ऑर्डर ऑनलाइन करने के लिए बहुत बड़ा है। थोक में ऑर्डर के लिए कृपया हमसे संपर्क करें।";
export const codLimit = (max: string) =>
	`कैश ऑन डिलीवरी ${max} तक के ऑर्डर पर मिलता है। कृपया UPI, कार्ड, नेट बैंकिंग या गिफ़्ट कार्ड से भुगतान करें।`;
export const codUnavailable = (max: string) => `${max} से ऊपर के ऑर्डर पर उपलब्ध नहीं`;
export const codZone = (where: string) =>
	`पिनकोड ${where} पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया UPI, कार्ड, नेट बैंकिंग या गिफ़्ट कार्ड से भुगतान करें।`;
export const codZoneUnavailable = (pincode: string) => `पिनकोड ${pincode} पर उपलब्ध नहीं`;
export const codFee = (fee: string) => `${fee} कैश ऑन डिलीवरी शुल्क जुड़ेगा`;
export const tooManyUnpaid = (count: number) =>
	`आपके ${count} ऑर्डर पहले से भुगतान का इंतज़ार कर रहे हैं। कृपया पहले उनमें से किसी एक का भुगतान करें या उसे रद्द करें।`;
export const lineQuantityLimit = (max: number) =>
	`एक सामान ज़्यादा से ज़्यादा ${max} मँगा सकते हैं। कृपया अपने कार्ट में मात्रा कम करें।`;
export const tooManyHeldUnits = (max: number, held: number) =>
	held > 0
		? `भुगतान या भेजे जाने का इंतज़ार कर रहे ऑर्डरों में ज़्यादा से ज़्यादा ${max} सामान हो सकते हैं, और ${held} पहले से इंतज़ार में हैं। कृपया किसी खुले ऑर्डर का भुगतान करें या उसे रद्द करें, या कम सामान मँगाएँ।`
		: `एक बार में ज़्यादा से ज़्यादा ${max} सामान मँगा सकते हैं। कृपया अपने कार्ट में मात्रा कम करें।`;
export const tooManyCod = (count: number) =>
	`आपके ${count} कैश ऑन डिलीवरी ऑर्डर पहले से भेजे जाने का इंतज़ार कर रहे हैं। कृपया उनमें से एक रद्द करें या भुगतान का कोई और तरीका चुनें।`;

export const takingYouToThe = "आपको भुगतान पेज पर ले जा रहे हैं";
export const takingYouToThe2 = "आपको भुगतान पेज पर ले जा रहे हैं…";
export const loadingYourCheckout = "आपका चेकआउट खुल रहा है";
export const goToCart = "कार्ट पर जाएँ";
export const next = "आगे";
export const tryAgain = "फिर से कोशिश करें";
export const checkout = "चेकआउट";
export const addANewAddress = "नया पता जोड़ें";
export const deliveryAddress = "डिलीवरी का पता";
export const defaultText = "मुख्य";
export const phone = "फ़ोन: ";
export const addANewAddress2 = "+ नया पता जोड़ें";
export const checkoutSteps = "चेकआउट के चरण";
export const step = "चरण ";
export const doneGoBack = " (पूरा हुआ, वापस जाएँ)";
export const orderSummary = "ऑर्डर का सार";
export const remove = "हटाएँ";
export const promoCode = "प्रोमो कोड";
export const welcome15 = "WELCOME15";
export const apply = "लागू करें";
export const yourOrderNumberIs = "आपका ऑर्डर नंबर है ";
export const weHaveSentYou = "। हमने आपको SMS भेज दिया है।";
export const giftCardCode = "गिफ़्ट कार्ड कोड";
export const pitaraGiftXxxx = "PITARA-GIFT-XXXX";
export const checkBalance = "बैलेंस देखें";
export const paymentMethod = "भुगतान का तरीका";
export const payWithin = (minutes: number) =>
	`ऑर्डर करने के बाद आप एक सुरक्षित भुगतान पेज पर भुगतान करेंगे। भुगतान के दौरान आपका सामान ${minutes} मिनट तक आपके लिए रखा रहेगा।`;
export const change = "बदलें";
export const reviewYourOrder = "अपना ऑर्डर देख लें";
export const items = "सामान";
export const giftCard = "गिफ़्ट कार्ड ";
export const tooManyLines = (max: number) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${max} अलग-अलग सामान हो सकते हैं`;
/** what the order shares, and the link to the itemised privacy notice */
export const privacyShared = "हम आपका डिलीवरी पता कूरियर को और रकम हमारे पेमेंट गेटवे को देते हैं।";
export const privacyNoticeLink = "हम आपकी जानकारी का कैसे इस्तेमाल करते हैं (प्राइवेसी सूचना)";
/** Pitara Credit at checkout */
export const creditApply = (balance: string) => `मेरा Pitara Credit इस्तेमाल करें (${balance} उपलब्ध)`;
export const creditApplied = "Pitara Credit";
export const creditLeftToPay = "चुकाना बाकी";
export const creditCoversAll = "आपके Pitara Credit से पूरा ऑर्डर चुक गया: अब कुछ नहीं चुकाना।";
export const creditPaid = (amount: string) => `${amount} आपके Pitara Credit से चुकाए गए।`;
export const consentWhatsAppUpdates = "मेरे ऑर्डर की जानकारी WhatsApp पर भेजें";
export const consentOffers = "मुझे ऑफ़र और अलर्ट भेजें";
export const consentLegend = "मैसेज";

// कारोबारी ख़रीद (issue 29 item 3)
export const addGstin = "कारोबारी ख़रीद के लिए GSTIN जोड़ें";
export const gstinLabel = "GSTIN";
export const tradeNameLabel = "कारोबार का नाम (जैसा GST में दर्ज है)";
export const gstinHint = "टैक्स इनवॉइस पर आपके कारोबार का नाम और GSTIN होगा, ताकि आप इनपुट टैक्स क्रेडिट ले सकें।";
export const removeGstin = "GSTIN हटाएँ";
export const gstinFormat = "GSTIN: 15 अक्षर — 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई संख्या, Z और एक जाँच अक्षर";
export const gstinCheck = (expected: string) =>
	`GSTIN: आख़िरी अक्षर ${expected} होना चाहिए। कृपया पंजीकरण प्रमाणपत्र से GSTIN फिर से कॉपी करें।`;
export const gstinState = (code: string, state: string, stateCode: string) =>
	`GSTIN: यह राज्य कोड ${code} से शुरू होता है, पर डिलीवरी का पता ${state} (कोड ${stateCode}) में है। कृपया ${state} में दर्ज GSTIN, या उसी राज्य का डिलीवरी पता इस्तेमाल करें।`;
export const tradeNameTooLong = "कारोबार का नाम: ज़्यादा से ज़्यादा 200 अक्षर";
export const gstinNotOffered = "GSTIN वाले इनवॉइस अभी उपलब्ध नहीं हैं। कृपया बिना GSTIN के ऑर्डर करें।";
export const paymentModes = {
	COD: "कैश ऑन डिलीवरी",
	CREDIT_CARD: "क्रेडिट कार्ड",
	DEBIT_CARD: "डेबिट कार्ड",
	UPI: "UPI",
	NET_BANKING: "नेट बैंकिंग",
	GIFT_CARD: "गिफ़्ट कार्ड",
} as Record<string, string>;
export const paymentDescriptions = {
	COD: "ऑर्डर पहुँचने पर नकद भुगतान करें",
	CREDIT_CARD: "Visa, Mastercard, RuPay और American Express",
	DEBIT_CARD: "सभी भारतीय बैंकों के डेबिट कार्ड",
	UPI: "Google Pay, PhonePe, Paytm या कोई भी UPI ऐप",
	NET_BANKING: "सभी बड़े भारतीय बैंक",
	GIFT_CARD: "पूरे ऑर्डर का भुगतान Pitara गिफ़्ट कार्ड से करें",
} as Record<string, string>;
export const stepNames = { Address: "पता", Payment: "भुगतान", Review: "जाँचें" } as Record<string, string>;
export const giftCardCovers = (total: string) => `इससे ${total} का यह ऑर्डर पूरा चुक जाता है।`;
export const keepCashReady = (amount: string) => `कृपया डिलीवरी पर नकद देने के लिए ${amount} तैयार रखें।`;
export const paidWithGiftCard = (amount: string) => `${amount} का भुगतान आपके गिफ़्ट कार्ड से हो गया।`;
export const placeOrder = "ऑर्डर करें";
export const placeOrderAndPay = (amount: string) => `ऑर्डर करें और ${amount} चुकाएँ`;
export const changeSection = (title: string) => `${title} बदलें`;
export const checkGiftCardFirst = "कृपया पहले अपने गिफ़्ट कार्ड का बैलेंस जाँचें";
// (here, not in cart.ts: the product page carries cart.ts's function texts)
/** "3 सामान": कार्ट (या ऑर्डर) के सामान की गिनती */
export const itemCount = (count: number) => `${count} सामान`;
export const unavailableNotCounted = (count: number) => ` · ${count} अनुपलब्ध लाइन नहीं गिनी गईं`;
export const quantityOf = (name: string) => `${name} की संख्या`;
export const notDeliveredTo = (pincode: string) => `माफ़ कीजिए, ${pincode} पर अभी हम डिलीवरी नहीं करते।`;
export const notDeliveredToAddress = (pincode: string) =>
	`माफ़ कीजिए, ${pincode} पर अभी हम डिलीवरी नहीं करते। कृपया डिलीवरी का कोई और पता चुनें।`;
export const zoneNames = {
	same_city: "वही शहर",
	same_state: "वही राज्य",
	metro: "मेट्रो शहर",
	rest_of_india: "बाक़ी भारत",
	north_east_islands: "पूर्वोत्तर और द्वीप",
} as Record<string, string>;
