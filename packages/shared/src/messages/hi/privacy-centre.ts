/** Hindi twin of ../privacy-centre.ts: Account → Privacy (download my data, delete my account). */
export const centreTitle = "प्राइवेसी";
export const centreIntro =
	"आपकी जानकारी आपकी है। हमारे पास आपकी जो भी जानकारी है उसकी कॉपी लें, देखें कि हमारे किस कर्मचारी ने उसे देखा, या अपना खाता हटा दें।";
export const downloadTitle = "मेरी जानकारी डाउनलोड करें";
export const downloadIntro =
	"एक फ़ाइल जिसमें आपकी प्रोफ़ाइल, पते, ऑर्डर और बिल, कार्ट, विशलिस्ट, रिव्यू, शिकायतें, आपके भेजे संदेश और हर वह बार है जब हमारे कर्मचारी ने आपकी जानकारी देखी।";
export const downloadButton = "मेरी जानकारी डाउनलोड करें";
export const downloadReady = "आपकी जानकारी डाउनलोड हो गई।";
export const downloadFailed = "आपकी जानकारी तैयार नहीं हो पाई। कृपया फिर से कोशिश करें।";
export const deleteTitle = "मेरा खाता हटाएँ";
export const deleteIntro = "खाता हटाने के बाद वापस नहीं आएगा। ऐसा होगा:";
export const erasedNow = "अभी मिटा दिया जाएगा";
export const keptByLaw = "क़ानून के कारण रखा जाएगा";
export const keptUntil = (date: string) => `${date} तक`;
export const deleteBlocked = "आप अभी अपना खाता नहीं हटा सकते:";
export const sendCode = "पुष्टि के लिए मुझे कोड भेजें";
export const codeSent = (phone: string) => `हमने ${phone} पर 6 अंकों का कोड भेजा है।`;
export const codeLabel = "कोड";
export const deleteButton = "मेरा खाता हमेशा के लिए हटाएँ";
export const deleted = "आपका खाता हटा दिया गया है। जो कुछ क़ानून के हिसाब से रखना ज़रूरी नहीं था, वह सब मिटा दिया गया है।";
export const alreadyDeleted = "यह खाता पहले ही हटाया जा चुका है।";
/** `status` arrives as the English status word ("Shipped"), as the order shows it */
export const openOrder = (orderId: number, status: string) => `ऑर्डर #${orderId} अभी ${status} है`;
export const deletedCustomer = "हटाया गया ग्राहक";
export const erasedItems = [
	"आपका नाम, फ़ोन नंबर, ई-मेल पता, लिंग और जन्म तिथि",
	"आपके सेव किए पते, कार्ट, विशलिस्ट और रिव्यू",
	'पुराने ऑर्डरों पर आपका नाम, फ़ोन और गली (उन पर "हटाया गया ग्राहक" दिखेगा)',
	"आपके भेजे संदेश, न्यूज़लेटर की सदस्यता और आपकी शिकायतों का ब्योरा",
	"हर लॉगिन सेशन और लॉगिन कोड: आप हर जगह से लॉग आउट हो जाएँगे और आपका फ़ोन नंबर फिर से रजिस्टर हो सकेगा",
];
export const keptInvoices = "आपके ऑर्डरों के टैक्स इनवॉइस (Tax Invoice) और क्रेडिट नोट, ठीक जैसे जारी हुए थे";
export const keptInvoicesWhy =
	"GST क़ानून (CGST Act §36) के अनुसार हमें इन्हें सालाना रिटर्न की आख़िरी तारीख़ के बाद 72 महीने तक रखना होता है";
export const keptOrders = "आपके ऑर्डरों की रकम, सामान, शहर, राज्य और पिनकोड, आपके नाम के बिना";
export const keptOrdersWhy = "हमारा हिसाब-किताब और रखे गए इनवॉइस की सप्लाई की जगह";
export const noticeTitle = "प्राइवेसी सूचना";
export const noticeLink = "हम आपकी जानकारी का कैसे इस्तेमाल करते हैं (प्राइवेसी सूचना)";
export const grievanceLink = "शिकायत अधिकारी";
export const loading = "खुल रहा है";
export const accountPrivacyLink = "खाता → प्राइवेसी";
/** what an erased grievance says in place of the shopper's words */
export const grievanceErasedOnRequest = "(ग्राहक के कहने पर मिटाया गया)";
export const grievanceErasedAfterRetention = "(रखने की अवधि पूरी होने पर मिटाया गया)";
