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
export const orderOnItsWay = "रास्ते में";
export const orderBeingPrepared = "तैयार हो रहा";
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
export const downloadSendCode = "शुरू करने के लिए मुझे कोड भेजें";
export const downloadCodeSent = (phone: string) =>
	`हमने ${phone} पर 6 अंकों का कोड भेजा है। अपनी फ़ाइल तैयार करने के लिए उसे डालें।`;
export const downloadPrepare = "मेरी फ़ाइल तैयार करें";
export const downloadRequested = "हम आपकी फ़ाइल तैयार कर रहे हैं। तैयार होते ही आपको मैसेज करेंगे।";
export const downloadPending = "तैयार हो रही है…";
export const downloadLinkValid = (date: string) => `तैयार है। लिंक ${date} तक चलेगा।`;
export const downloadFileButton = (name: string) => `${name} डाउनलोड करें`;
export const downloadGone = "यह डाउनलोड पुराना हो गया है या आपका नहीं है।";
export const exportQueued = "हम आपकी फ़ाइल तैयार कर रहे हैं। तैयार होते ही आपको मैसेज करेंगे।";
export const exportAlreadyPending = "आपकी फ़ाइल पहले से तैयार हो रही है। तैयार होते ही आपको मैसेज करेंगे।";
/** the data-export-ready SMS (registered template "data-export-ready"; the date within 30 characters) */
export const exportReadySms = (until: string) =>
	`Pitara: आपकी जानकारी का डाउनलोड तैयार है। ${until} तक यह आपके खाते में प्राइवेसी के अंदर मिलेगा।`;
export const consentsTitle = "हम आपको कौन-से मैसेज भेज सकते हैं";
export const consentsIntro = "हर तरह के मैसेज को चालू या बंद करें। मना करना उतना ही आसान है जितना हाँ कहना, और तुरंत लागू होता है।";
export const linksTitle = "आपके अधिकार";
export const linkNotice = "प्राइवेसी नोटिस पढ़ें: हम क्या रखते हैं, क्यों, कितने समय तक और किसे देते हैं";
export const linkDownload = "अपनी जानकारी की कॉपी लें";
export const linkDelete = "अपना खाता हटाएँ";
export const linkGrievance = "हमारे शिकायत अधिकारी से शिकायत करें";
export const openReturn = (returnNumber: string, orderId: number) =>
	`ऑर्डर #${orderId} की वापसी ${returnNumber} अभी खुली है`;

export const logInBeforeFiling = "शिकायत दर्ज करने से पहले लॉग इन करें, ताकि अपने खाते में उसकी स्थिति देख सकें।";
