/** Hindi twin of ../orders.ts. Tax terms the law fixes in English (Tax invoice, GSTIN, HSN/SAC, CGST…) stay beside the Hindi. */
export const notAuthenticated = "आप लॉग इन नहीं हैं";
export const loadFailed = "ऑर्डर खुल नहीं पाए";
export const tryLater = "कृपया थोड़ी देर बाद फिर से कोशिश करें।";
export const empty = "आपने अभी तक कोई ऑर्डर नहीं किया है।";
export const noTracking = "ट्रैकिंग की कोई जानकारी नहीं है";
export const noInvoice = "बिल की कोई जानकारी नहीं है";
export const notFound = "ऑर्डर नहीं मिला";
export const trackOrder = "ऑर्डर ट्रैक करें";
export const viewInvoice = "बिल देखें";
export const download = "डाउनलोड करें";
export const downloadPdf = "टैक्स इनवॉइस / Tax invoice (PDF)";
export const downloadCreditNotePdf = "क्रेडिट नोट / Credit note (PDF)";
export const downloadExchangeInvoicePdf = (number: string) => `एक्सचेंज इनवॉइस / Exchange invoice ${number} (PDF)`;
export const pdfFailed = "PDF डाउनलोड नहीं हो पाई। कृपया फिर से कोशिश करें।";
export const noTaxInvoiceYet = "टैक्स इनवॉइस ऑर्डर भेजे जाने पर जारी होता है।";
export const noCreditNote = "इस ऑर्डर का कोई क्रेडिट नोट नहीं है: यह सिर्फ़ तब जारी होता है जब भेजा जा चुका ऑर्डर रद्द हो।";
export const cancel = "ऑर्डर रद्द करें";
export const confirmCancel = "क्या आप सच में यह ऑर्डर रद्द करना चाहते हैं? यह वापस नहीं होगा।";
export const cancelled = "आपका ऑर्डर रद्द कर दिया गया है";
export const cancelFailed = "ऑर्डर रद्द नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const onlyPendingCancel = "सिर्फ़ वही ऑर्डर रद्द हो सकता है जो अभी भेजा नहीं गया";
export const transitionRefused = (from: string, to: string) => `जो ऑर्डर ${from} है, उसे ${to} नहीं किया जा सकता`;
export const notPaidYet = "इस ऑर्डर का अभी भुगतान नहीं हुआ है, इसलिए इसे भेजा नहीं जा सकता";
export const statusUpdated = (status: string) => `ऑर्डर ${status} किया गया`;
export const trackLoadFailed = "ट्रैकिंग खुल नहीं पाई";
export const invoiceLoadFailed = "बिल खुल नहीं पाया";
export const chooseOrder = "कहाँ पहुँचा, यह देखने के लिए अपना कोई ऑर्डर चुनें";
export const noOrdersToTrack = "अभी आपके पास ट्रैक करने को कोई ऑर्डर नहीं है।";
export const notCharged = "कोई शुल्क नहीं";
export const parcels = "पार्सल";
export const parcelCourier = (courier: string, awb: string) => `${courier} · AWB ${awb}`;
export const parcelExpected = (date: string) => `${date} तक पहुँचने की उम्मीद`;
export const parcelItem = (name: string, quantity: number) => `${name} × ${quantity}`;
export const parcelDelivered = (when: string) => `${when} डिलीवर हुआ`;

export const loadingYourOrders = "आपके ऑर्डर खुल रहे हैं";
export const frocksToysBooksAnd = "फ़्रॉक, खिलौने, किताबें और बहुत कुछ आपका इंतज़ार कर रहे हैं।";
export const startShopping = "ख़रीदारी शुरू करें";
export const yourOrders = "आपके ऑर्डर";
export const yourOrders2 = "आपके ऑर्डर";
export const chooseAnOrder = "ऑर्डर चुनें";
export const orEnterAnOrder = "या ऑर्डर नंबर डालें";
export const eG123 = "जैसे 123";
export const track = "ट्रैक करें";
export const order = "ऑर्डर #";
export const placed = "ऑर्डर की तारीख़ ";
export const gstin = " · GSTIN ";
export const placeOfSupply = "सप्लाई की जगह (Place of supply): ";
export const gstByLine = "हर सामान पर GST";
export const item = "सामान";
export const hsnSac = "HSN/SAC";
export const taxable = "टैक्स योग्य";
export const gst = "GST";
export const cgst = "CGST";
export const sgst = "SGST";
export const igst = "IGST";
export const amount = "रकम";
export const taxableValue = "टैक्स योग्य मूल्य (Taxable value)";
export const total = "कुल";
export const customer = "ग्राहक";
export const shippingAddress = "डिलीवरी का पता";
export const orderDate = "ऑर्डर की तारीख़";
export const status = "स्थिति";
export const paymentMode = "भुगतान का तरीका";
export const paymentStatus = "भुगतान की स्थिति";
export const itemsOnTheInvoice = "बिल में शामिल सामान";
export const qty = "मात्रा";
export const unitPrice = "एक नग की कीमत";
export const totalMrp = "कुल MRP";
export const discount = "छूट";
export const subtotal = "उप-योग";
export const delivery = "डिलीवरी";
export const cashOnDeliveryFee = "कैश ऑन डिलीवरी शुल्क";
export const pricesIncludeGst = "कीमतों में GST शामिल है।";
export const invoice = "बिल (Invoice)";
export const loadingInvoice = "बिल खुल रहा है";
export const tryAgain = "फिर से कोशिश करें";
export const payBefore = "इससे पहले भुगतान करें";
export const products = "सामान";
export const logIn = "लॉग इन करें";
export const tracking = "ट्रैकिंग";
export const loadingTracking = "ट्रैकिंग खुल रही है";
export const by = " · भेजने वाला ";
// the e-mailed copy of a tax document, for a shopper whose account language is Hindi (the law's term beside the Hindi)
export const mailInvoiceSubject = (number: string, orderId: number) =>
	`आपके Pitara ऑर्डर #${orderId} का टैक्स इनवॉइस / Tax invoice ${number}`;
export const mailCreditNoteSubject = (number: string, orderId: number) =>
	`आपके Pitara ऑर्डर #${orderId} का क्रेडिट नोट / Credit note ${number}`;
export const mailHello = (name: string) => `नमस्ते ${name},`;
export const mailInvoiceAttached = (number: string, orderId: number) =>
	`ऑर्डर #${orderId} का आपका टैक्स इनवॉइस ${number} PDF के रूप में साथ में है।`;
export const mailCreditNoteAttached = (number: string, orderId: number) =>
	`ऑर्डर #${orderId} का आपका क्रेडिट नोट ${number} PDF के रूप में साथ में है।`;
export const mailThanks = "Pitara से ख़रीदारी के लिए धन्यवाद।";
/** ऑर्डर की स्थिति, जैसी ख़रीदार पढ़ते हैं (डेटा में अंग्रेज़ी शब्द रहता है) */
export const orderStatuses = {
	Pending: "लंबित",
	Shipped: "भेजा गया",
	Delivered: "पहुँच गया",
	Cancelled: "रद्द",
} as Record<string, string>;
export const paymentStatuses = {
	Pending: "भुगतान बाकी",
	Paid: "भुगतान हो गया",
	Failed: "भुगतान नहीं हुआ",
	Refunded: "भुगतान वापस हुआ",
} as Record<string, string>;
export const paymentStatusWords = {
	Pending: "बाकी",
	Paid: "हो गया",
	Failed: "नहीं हुआ",
	Refunded: "वापस हुआ",
} as Record<string, string>;

export const cancelOrderTitle = (orderId: number | string) => `ऑर्डर #${orderId} रद्द करें?`;
export const orderNumber = (orderId: number | string) => `ऑर्डर #${orderId}`;
export const againstInvoice = (number: string) => ` · इनवॉइस ${number} के बदले`;
export const gstByLineOf = (number: string) => `${number} का हर लाइन का GST`;
export const notApplicable = "लागू नहीं";
export const invoiceOfOrder = (orderId: number | string) => `ऑर्डर #${orderId} का इनवॉइस`;
export const trackingOfOrder = (orderId: number | string) => `ऑर्डर #${orderId} की ट्रैकिंग`;
export const lastPaymentFailed = "आपका पिछला भुगतान नहीं हो पाया।";
export const waitingForPayment = "यह ऑर्डर भुगतान की राह देख रहा है।";
export const alreadyInStatus = (status: string) => `यह ऑर्डर पहले से ${status} है`;
