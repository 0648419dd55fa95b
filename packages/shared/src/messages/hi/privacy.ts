/** Hindi twin of ../privacy.ts: the grievance officer page, its form, the account's tickets, and the privacy policy. */

export const officerTitle = "शिकायत अधिकारी";
export const officerIntro =
	"अगर किसी ऑर्डर, भुगतान या आपकी निजी जानकारी में कुछ ठीक नहीं है, तो हमारे शिकायत अधिकारी को लिखें। हम हर शिकायत 48 घंटे में स्वीकार करते हैं और 30 दिन में सुलझाते हैं।";
export const officerName = "नाम";
export const officerEmail = "ई-मेल";
export const officerPhone = "फ़ोन";
export const officerNotSet = "दुकान ने अभी अपने शिकायत अधिकारी का नाम नहीं बताया है। कृपया नीचे दिया फ़ॉर्म भरें।";
export const formTitle = "शिकायत दर्ज करें";
export const nameLabel = "आपका नाम";
export const emailLabel = "आपका ई-मेल";
export const phoneLabel = "आपका फ़ोन (वैकल्पिक)";
export const topicLabel = "किस बारे में";
export const orderLabel = "ऑर्डर नंबर (वैकल्पिक)";
export const messageLabel = "क्या गड़बड़ हुई";
export const submit = "शिकायत अधिकारी को भेजें";
export const topics = {
	order: "कोई ऑर्डर या डिलीवरी",
	payment: "कोई भुगतान या रिफ़ंड",
	product: "कोई सामान",
	privacy: "मेरी निजी जानकारी",
	other: "कुछ और",
};
export const nameRequired = "कृपया अपना नाम लिखें";
export const nameShort = "नाम कम से कम 2 अक्षरों का होना चाहिए";
export const nameLong = "नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है";
export const emailRequired = "कृपया अपना ई-मेल लिखें";
export const emailInvalid = "कृपया सही ई-मेल पता लिखें";
export const phoneInvalid = "फ़ोन नंबर 10 अंकों का होना चाहिए";
export const topicInvalid = "कृपया चुनें कि शिकायत किस बारे में है";
export const orderInvalid = "ऑर्डर नंबर में ज़्यादा से ज़्यादा 40 अक्षर, अंक या डैश हो सकते हैं";
export const messageRequired = "कृपया अपनी शिकायत बताएँ";
export const messageShort = "कृपया अपनी शिकायत कम से कम 20 अक्षरों में बताएँ";
export const messageLong = "शिकायत ज़्यादा से ज़्यादा 4000 अक्षरों की हो सकती है";
export const filed = (ticket: string) =>
	`आपकी शिकायत दर्ज हो गई है। आपका टिकट नंबर ${ticket} है। हम इसे 48 घंटे में स्वीकार करेंगे और 30 दिन में सुलझाएँगे।`;
export const failed = "आपकी शिकायत नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।";
export const accountTitle = "मेरी शिकायतें";
export const accountEmpty = "आपने कोई शिकायत दर्ज नहीं की है।";
export const status = { open: "मिल गई", acknowledged: "स्वीकार की गई", resolved: "सुलझ गई" };
export const filedOn = (date: string) => `${date} को दर्ज`;
export const resolutionLabel = "समाधान";
export const notFound = "शिकायत नहीं मिली";
export const loading = "खुल रहा है";
export const loadingGrievances = "आपकी शिकायतें खुल रही हैं";
export const ticket = (ticket: string) => `टिकट ${ticket}`;
export const fileAnother = "एक और शिकायत दर्ज करें";

export const pitaraWeRunsThis =
	' ("Pitara", "हम") यह दुकान चलाते हैं। यह नीति बताती है कि आपके हमसे ख़रीदारी करने पर हम आपके बारे में क्या जानते हैं, क्यों, और आपके पास क्या विकल्प हैं। यह हमारी वेबसाइट और उस पर किए गए ऑर्डरों पर लागू होती है।';
export const weCollectOnlyWhat =
	"हम सिर्फ़ उतनी ही जानकारी लेते हैं जितनी आपका ऑर्डर पहुँचाने और आपका ध्यान रखने के लिए ज़रूरी है, आपकी निजी जानकारी कभी नहीं बेचते, और उसे भारत में ही रखते हैं।";
export const accountDetails = "खाते की जानकारी:";
export const yourNamePhoneNumber = " आपका नाम, फ़ोन नंबर, ई-मेल पता, और अगर आप दें तो आपका लिंग और जन्म तिथि।";
export const deliveryAddresses = "डिलीवरी के पते";
export const youSaveAndThe = " जो आप सेव करते हैं, और हर ऑर्डर का पता, सामान और रकम।";
export const paymentDetails = "भुगतान की जानकारी:";
export const thePaymentMethodAnd =
	" भुगतान का तरीका और उसकी स्थिति। कार्ड नंबर और UPI PIN हमारा पेमेंट गेटवे सँभालता है; हम उन्हें कभी न देखते हैं, न रखते हैं।";
export const messages = "संदेश";
export const youSendUsThrough = " जो आप संपर्क फ़ॉर्म से भेजते हैं, और न्यूज़लेटर से जुड़ने पर आपका ई-मेल पता।";
export const technicalInformation = "तकनीकी जानकारी:";
export const yourDeviceSIp = " आपके डिवाइस का IP पता और ब्राउज़र, सुरक्षा के लिए हमारे सर्वर लॉग में रखा जाता है।";
export const toProcessDeliverAnd = "आपके ऑर्डर तैयार करने, पहुँचाने और ट्रैक करने, और वापसी व रिफ़ंड सँभालने के लिए।";
export const toSendYouOne = "आपको SMS से एक बार के लॉगिन कोड और ऑर्डर की जानकारी भेजने के लिए।";
export const toAnswerYourQuestions = "आपके सवालों और संदेशों का जवाब देने के लिए।";
export const toSendOurNewsletter = "हमारा न्यूज़लेटर भेजने के लिए, सिर्फ़ अगर आप उससे जुड़े हैं; हर ई-मेल में उसे छोड़ने का लिंक होता है।";
export const toPreventFraudAnd = "धोखाधड़ी रोकने और आपका खाता सुरक्षित रखने के लिए।";
export const toMeetOurLegal = "अपनी क़ानूनी ज़िम्मेदारियाँ निभाने के लिए, जैसे GST बिल रखना।";
export const weDoNotUse =
	"हम विज्ञापन या ट्रैकिंग वाली कुकीज़ इस्तेमाल नहीं करते। आपके ब्राउज़र का लोकल स्टोरेज आपका लॉगिन सेशन और आपकी बुनियादी प्रोफ़ाइल रखता है ताकि आप लॉग इन रहें; लॉग आउट करने पर ये हट जाते हैं।";
export const youCanClearThem = "आप इन्हें कभी भी अपने ब्राउज़र की सेटिंग में जाकर मिटा सकते हैं।";
export const youCanReturnUnused =
	"डिलीवरी के 30 दिन के अंदर आप बिना इस्तेमाल किया, टैग लगा, असली हालत वाला सामान वापस कर सकते हैं। हमसे संपर्क करें, हम सामान उठवाने का इंतज़ाम कर देंगे।";
export const onceTheItemReaches =
	"सामान हम तक पहुँचने के बाद, 7-10 कामकाजी दिनों में रिफ़ंड आपके भुगतान के मूल तरीके में कर दिया जाता है। कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड आपकी पसंद से बैंक खाते में या Pitara गिफ़्ट कार्ड के रूप में होता है।";
export const forHygieneReasonsInnerwear =
	"साफ़-सफ़ाई के कारण अंदर के कपड़े, कान की बालियाँ और खुला हुआ स्किनकेयर वापस नहीं होता, जब तक वह टूटा-फूटा या बताए से अलग न पहुँचा हो।";
export const youCanSeeAnd =
	"आप अपनी प्रोफ़ाइल में अपनी जानकारी देख और ठीक कर सकते हैं, और अपना खाता हटाने या अपनी जानकारी की कॉपी पाने के लिए यहाँ लिख सकते हैं:";
export const weKeepOrderAnd = "। भारतीय टैक्स क़ानून जितने समय तक कहता है, हम ऑर्डर और बिल का रिकॉर्ड उतने समय तक रखते हैं।";
export const privacyPolicy = "प्राइवेसी नीति";
export const lastUpdatedJune1 = "आख़िरी बार बदली गई: 1 जून 2023";
export const onThisPage = "इस पेज पर";
export const questionsAboutThisPolicy = "इस नीति के बारे में सवाल हैं?";
export const contactUs = "हमसे संपर्क करें";

export const introduction = "परिचय";
export const informationWeCollect = "हम कौन-सी जानकारी लेते हैं";
export const howWeUseYour = "हम आपकी जानकारी का कैसे इस्तेमाल करते हैं";
export const cookiesAndLocalStorage = "कुकीज़ और लोकल स्टोरेज";
export const returnAndRefundPolicy = "वापसी और रिफ़ंड नीति";
export const yourChoicesAndRights = "आपके विकल्प और अधिकार";

export const sending = "भेजा जा रहा है…";
