/** Hindi twin of ../returns.ts: returns and size exchanges after delivery. Keys of the tables stay as English has them. */
export const policy = {
	returnsAndExchange: (days: number) => `${days} दिन में आसान वापसी और साइज़ बदलना`,
	returns: (days: number) => `${days} दिन में आसान वापसी`,
	unopened: (days: number) => `बिना खोले ${days} दिन में वापसी`,
	none: "वापस नहीं होगा",
};
export const returnOrExchange = "वापसी या बदली";
export const returnBy = (date: string) => `${date} तक वापसी या बदली`;
export const windowClosed = "वापसी का समय खत्म हो गया है";
export const notReturnable = "यह सामान वापस नहीं होता";
export const reasons = {
	too_small: "छोटा है",
	too_big: "बड़ा है",
	damaged: "टूटा-फूटा या ख़राब",
	wrong_item: "गलत सामान आया",
	did_not_like: "पसंद नहीं आया",
} as Record<string, string>;
export const statuses = {
	Requested: "अनुरोध किया गया",
	Approved: "मंज़ूर",
	"Pickup scheduled": "उठवाने का समय तय",
	"Picked up": "उठा लिया गया",
	Inspected: "जाँच हो गई",
	Refunded: "रिफ़ंड हो गया",
	Exchanged: "बदला सामान भेज दिया",
	Rejected: "नामंज़ूर",
	Cancelled: "रद्द",
	"Pickup failed": "पिकअप नहीं हो सका",
} as Record<string, string>;
export const refundTo = {
	source: "मूल भुगतान का तरीका",
	credit: "Pitara Credit",
	bank: "बैंक या UPI ट्रांसफ़र",
} as Record<string, string>;
export const exchangeSize = "साइज़ बदलें";
export const newSize = "नया साइज़";
export const returnItem = "रिफ़ंड के लिए वापस करें";
export const quantity = "कितने";
export const reason = "कारण";
export const photos = "फ़ोटो (1 से 3)";
export const pickupAddress = "सामान उठवाने का पता";
export const refundMethod = "रिफ़ंड कहाँ जाए";
export const payoutTo = "UPI ID या बैंक खाता और IFSC";
export const submit = "वापसी का अनुरोध करें";
export const close = "हो गया";
export const back = "अभी नहीं";
export const photosAdded = (count: number) => `${count} फ़ोटो जोड़ी गई`;
export const requestFailed = "वापसी का अनुरोध नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const loadFailed = "वापसी की जानकारी खुल नहीं पाई";
export const submitExchange = "बदली का अनुरोध करें";
export const requested = (number: string) => `वापसी ${number} का अनुरोध हो गया`;
export const exchangeWords = (from: string, to: string) =>
	`हम आपका ${from} ले जाएँगे और ${to} पहुँचा देंगे। कोई भुगतान नहीं करना।`;
export const noOtherSizes = "इस सामान का कोई दूसरा साइज़ इसी कीमत पर स्टॉक में नहीं है";
export const selfShip = (fee: string) =>
	`हम इस पिनकोड से सामान नहीं उठा सकते: कृपया पार्सल हमें भेज दें, कूरियर के लिए हम ${fee} जमा कर देंगे।`;
// refusals
export const notDelivered = "सामान ऑर्डर की डिलीवरी के बाद ही वापस हो सकता है";
export const lineNotFound = "यह सामान इस ऑर्डर में नहीं है";
export const quantityTooHigh = (left: number) =>
	left === 0 ? "इस सामान में वापस करने को कुछ नहीं बचा" : `इस सामान के ज़्यादा से ज़्यादा ${left} वापस हो सकते हैं`;
export const duplicateLine = "हर सामान एक ही बार चुनें";
export const photosNeeded = "इस कारण के लिए सामान की 1 से 3 फ़ोटो जोड़ें";
export const photoUnknown = "यह फ़ोटो यहाँ अपलोड नहीं हुई: पहले इसे अपलोड करें";
export const addressNotFound = "अपनी पता-सूची से सामान उठवाने का पता चुनें";
export const sourceNotForCod = "कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड Pitara Credit में या आपके बैंक या UPI खाते में होता है";
export const payoutNeeded = "रिफ़ंड के लिए UPI ID या बैंक खाता (IFSC के साथ) बताएँ";
export const exchangeNotOffered = "यह सामान बदला नहीं जा सकता: इसे वापस कर दें";
export const exchangeSameVariant = "कोई दूसरा साइज़ चुनें";
export const exchangeOtherProduct = "बदली सिर्फ़ उसी सामान के दूसरे साइज़ से होती है";
export const exchangeOtherPrice = (price: string) =>
	`उस साइज़ की कीमत ${price} है, जो अलग है: बदली सिर्फ़ उसी कीमत पर होती है। इसे वापस करें और वह साइज़ नए सिरे से मँगाएँ।`;
export const exchangeNoStock = "वह साइज़ स्टॉक में नहीं है";
export const idempotencyMismatch = "यह Idempotency-Key किसी और वापसी में इस्तेमाल हो चुकी है";
export const photoTooLarge = "एक फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है";
export const chooseItems = "वापस करने के लिए कम से कम एक सामान चुनें";
export const chooseReason = "कारण चुनें";
export const chooseRefundTo = "चुनें कि रिफ़ंड कहाँ जाए";
export const atMostPhotos = (max: number) => `ज़्यादा से ज़्यादा ${max} फ़ोटो`;
// staff
export const reasonRequired = "कृपया कारण बताएँ";
export const wrongState = (status: string) => `यह वापसी ${status} है: यह कदम अभी लागू नहीं होता`;
export const inspectFirst = "पहले हर लाइन की जाँच दर्ज करें";
export const utrRequired = "बैंक या UPI ट्रांसफ़र का UTR दर्ज करें";
export const inspectionTooMany = "दोबारा बिकने लायक और ख़राब नग मिलाकर लौटाए गए नगों से ज़्यादा हैं";
export const lineNotFoundStaff = "यह लाइन इस वापसी में नहीं है";
export const inspectionIncomplete = "हर लौटाए नग के लिए बताएँ कि वह दोबारा बिकने लायक है या ख़राब";
export const returnNotFound = "वापसी नहीं मिली";
export const unitsDoNotAddUp = "लाइन के लौटाए नगों का जोड़ नहीं मिलता";
// texts (DLT template "return-update" in Hindi: each value at most 30 characters)
export const smsStep = (number: string, step: string) => `(${number}) ${step}`;
export const smsDetails = "मेरे ऑर्डर देखें";
export const sms = (orderId: number, step: string, details: string) =>
	`Pitara: ऑर्डर #${orderId} की आपकी वापसी ${step}। जानकारी: ${details}`;
export const smsSteps = {
	Requested: "का अनुरोध हो गया है",
	Approved: "मंज़ूर हो गई है",
	"Pickup scheduled": "के लिए पिकअप तय है",
	"Picked up": "का सामान उठा लिया",
	Inspected: "की जाँच हो गई है",
	Refunded: "का रिफ़ंड हो गया है",
	Exchanged: "का बदला सामान भेजा",
	Rejected: "नामंज़ूर हो गई है",
	Cancelled: "आपने रद्द कर दी है",
	"Pickup failed": "का पिकअप नहीं हो सका",
	"Send it": "का पार्सल आप भेजें",
} as Record<string, string>;
export const returnWords = (units: number, amount: string, to: string) =>
	`हम ${units === 1 ? "सामान" : `${units} सामान`} ले जाएँगे और हम तक पहुँचते ही ${amount} ${to} में रिफ़ंड कर देंगे।`;
export const sendWords = (fee: string) =>
	`इस पिनकोड से पिकअप नहीं होता: कृपया पार्सल हमें भेज दें। कूरियर के लिए हम आपके Pitara Credit में ${fee} जोड़ देंगे।`;
export const exchangeReleased = (days: number) =>
	`पिकअप ${days} दिनों में नहीं हो पाया, इसलिए साइज़ बदलना रद्द हो गया और आपका चुना साइज़ छोड़ दिया गया। आप My Orders से फिर से माँग सकते हैं।`;
export const cancelReturn = "यह वापसी रद्द करें";
export const cancelReturnConfirm = "हाँ, रद्द करें";
export const cancelledReturn = (number: string) => `वापसी ${number} रद्द हो गई`;
export const cancelFailed = "वापसी रद्द नहीं हो सकी। कृपया फिर से कोशिश करें।";
export const cannotCancel = (status: string) =>
	`यह वापसी अब "${status}" है: सामान आपके पास से जा चुका है, इसलिए इसे रद्द नहीं किया जा सकता। मदद के लिए "संपर्क करें" से लिखें।`;
export const cancelWords = "मन बदल गया? सामान पिकअप होने तक आप यह वापसी रद्द कर सकते हैं।";
export const selfShipBefore = (fee: string) =>
	`इस पते के पिनकोड से हम पिकअप नहीं कर सकते: पार्सल आपको ख़ुद भेजना होगा, और वापसी पूरी होने पर हम कूरियर के लिए ${fee} आपके पिटारा क्रेडिट में जोड़ देंगे।`;
export const smsPickupAgain = "कूरियर फिर आएगा";
export const smsSendIt = "पार्सल भेजें; My Orders देखें";
export const pickupAgain = (attempt: number, limit: number, reason: string) =>
	`पिकअप की ${limit} में से ${attempt}वीं कोशिश नहीं हो सकी${reason ? ` (${reason})` : ""}। कूरियर फिर आएगा।`;
export const pickupGaveUp = (limit: number, fee: string) =>
	`कूरियर ${limit} कोशिशों में पार्सल पिकअप नहीं कर सका। कृपया इसे ख़ुद हमें भेजें: वापसी पूरी होने पर हम कूरियर के लिए ${fee} आपके पिटारा क्रेडिट में जोड़ देंगे।`;
export const replacementLabel = (size: string, color: string) => `बदले में मिला ${size}, ${color}`;
export const returnReplacement = "बदले में मिला सामान लौटाएँ";
export const noReplacementHeld = "यह साइज़ इस सामान के बदले में आपको नहीं भेजा गया, या पहले ही लौटाया जा चुका है";
export const replacementNotExchanged = "बदले में मिला सामान रिफ़ंड के लिए लौटाया जा सकता है, दोबारा बदला नहीं जा सकता";
