/** Hindi twin of ../after-sale.ts: cancelling lines, refunds, Pitara Credit. */

export const cancelItem = "सामान रद्द करें";
export const quantityToCancel = "कितने रद्द करने हैं";
export const reviewCancellation = "एक बार देख लें";
export const confirmCancel = "अभी रद्द करें";
export const keepItem = "रहने दें";
export const itemCancelled = "सामान रद्द हो गया";
export const cancelFailed = "सामान रद्द नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const newTotal = "ऑर्डर का नया कुल";
export const refund = "रिफ़ंड";
export const refundTo = "रिफ़ंड यहाँ जाएगा";
export const noRefund = "कोई रिफ़ंड नहीं बनता";
export const cancelledUnits = (count: number) => `${count} रद्द`;
export const payOnDelivery = (amount: string) => `डिलीवरी पर आप ${amount} देंगे`;
export const instrument = {
	online: "आपका मूल भुगतान",
	gift_card: "आपका गिफ़्ट कार्ड",
	credit: "Pitara Credit",
} as Record<string, string>;
export const promoLost = (code: string, minimum: string, now: string) =>
	`${code} के लिए ${minimum} चाहिए; आपका ऑर्डर अब ${now} का है, इसलिए उसकी छूट हटा दी गई है`;
export const notCancellableNow = "सामान सिर्फ़ ऑर्डर भेजे जाने से पहले रद्द हो सकता है";
export const payFirst = "इस ऑर्डर का अभी भुगतान नहीं हुआ है: भुगतान करें या पूरा ऑर्डर रद्द करें";
export const lineNotFound = "यह सामान इस ऑर्डर में नहीं है";
export const quantityTooHigh = (left: number) =>
	left === 0 ? "इस सामान में रद्द करने को कुछ नहीं बचा" : `इस सामान के ज़्यादा से ज़्यादा ${left} रद्द हो सकते हैं`;
export const duplicateLine = "हर सामान एक ही बार चुनें";
export const chooseItems = "रद्द करने के लिए कम से कम एक सामान चुनें";
export const idempotencyMismatch = "यह Idempotency-Key किसी और रद्दीकरण में इस्तेमाल हो चुकी है";
export const reasonRequired = "कृपया कारण बताएँ";
export const smsLinesCancelled = (orderId: number, items: string, refund: string | null, newTotal: string) =>
	`Pitara: आपके ऑर्डर #${orderId} से ${items} रद्द हुआ। ${refund ? `${refund} वापस किए जाएँगे। ` : ""}ऑर्डर का कुल अब ${newTotal} है।`;
export const creditChanged = "आपका Pitara Credit बैलेंस बदल गया है। कृपया रकम देख लें और फिर से ऑर्डर करें।";
export const refundNotFound = "ऐसा कोई ऑनलाइन रिफ़ंड नहीं है";
export const refundDone = "यह रिफ़ंड पहले ही हो चुका है";
export const refundUnderWay = "यह रिफ़ंड हो रहा है: गेटवे के जवाब का इंतज़ार करें";
export const refundRetried = "रिफ़ंड फिर से माँगा जाएगा";
export const creditNoteDeadlinePassed = (year: string, deadline: string) =>
	`इस ${year} इनवॉइस का क्रेडिट नोट ${deadline} तक जारी होना था: दुकान को इसे अपवाद के रूप में पक्का करना होगा`;
