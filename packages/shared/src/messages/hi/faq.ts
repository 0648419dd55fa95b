/** Hindi twin of ../faq.ts. */
export const noResults = (query: string) => `"${query}" के लिए कुछ नहीं मिला`;

export const frequentlyAskedQuestions = "अक्सर पूछे जाने वाले सवाल";
export const answersAboutDeliveryReturns =
	"डिलीवरी, वापसी, भुगतान और ख़रीदे सामान की देखभाल के बारे में जवाब। आपका सवाल नहीं मिला?";
export const writeToUs = "हमें लिखें";
export const faqTopics = "सवालों के विषय";
export const stillNeedHelp = "अब भी मदद चाहिए?";
export const callUsOn = "हमें फ़ोन करें";
export const orSendUsA = ") या हमें संदेश भेजें।";
export const contactUs = "हमसे संपर्क करें";
export const searchTheFaq = "सवालों में खोजें";
export const searchQuestionsEG = "सवाल खोजें, जैसे रिफ़ंड, COD, धुलाई";

export const shipping = "शिपिंग";
export const howLongDoesIt = "मेरा ऑर्डर तैयार होने में कितना समय लगता है?";
export const wePackAndDispatch =
	"हम हर ऑर्डर 1-2 कामकाजी दिनों में पैक करके भेज देते हैं। बेंगलुरु के हमारे गोदाम से निकलते ही आपको SMS मिल जाता है।";
export const howLongDoesDelivery = "भारत में डिलीवरी में कितना समय लगता है?";
export const domesticDeliveryTakes3 =
	"ज़्यादातर पिनकोड पर भेजे जाने के बाद 3-5 कामकाजी दिनों में डिलीवरी हो जाती है। दूर के इलाकों और पूर्वोत्तर में एक-दो दिन और लग सकते हैं।";
export const doYouShipOutside = "क्या आप भारत के बाहर भी भेजते हैं?";
export const yesInternationalDeliveryTakes =
	"हाँ। विदेश में डिलीवरी में भेजे जाने के बाद 7-14 कामकाजी दिन लगते हैं, जो देश और उसकी कस्टम जाँच पर निर्भर है।";
export const isShippingFree = "क्या शिपिंग मुफ़्त है?";
export const ordersOver500Are =
	"भारत में ₹500 से ऊपर के ऑर्डर मुफ़्त पहुँचाए जाते हैं; इससे कम पर ₹50 डिलीवरी शुल्क लगता है। अमेरिका में $50 से ऊपर पर शिपिंग मुफ़्त है।";
export const howCanITrack = "मैं अपना ऑर्डर कैसे ट्रैक करूँ?";
export const logInAndOpen =
	"लॉग इन करके 'आपके ऑर्डर' खोलें, फिर ऑर्डर पर 'ऑर्डर ट्रैक करें' चुनें। पैकिंग से डिलीवरी तक हर कदम तारीख़ और समय के साथ दिखता है।";
export const returns = "वापसी";
export const whatIsYourReturn = "आपकी वापसी नीति क्या है?";
export const returnsAreAcceptedWithin =
	"डिलीवरी के 30 दिन के अंदर बिना इस्तेमाल किया, टैग लगा, असली हालत वाला सामान वापस लिया जाता है। हमें लिखें या फ़ोन करें, हम सामान उठवाने का इंतज़ाम कर देंगे।";
export const whenWillIGet = "मेरा रिफ़ंड कब मिलेगा?";
export const refundsReachYourOriginal =
	"लौटाया सामान हम तक पहुँचने के 7-10 कामकाजी दिनों में रिफ़ंड आपके भुगतान के मूल तरीके में पहुँच जाता है। कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड आपकी पसंद से बैंक खाते में या गिफ़्ट कार्ड के रूप में होता है।";
export const canIExchangeAn = "क्या मैं सामान को दूसरे साइज़ से बदल सकता/सकती हूँ?";
export const yesWithinTheSame =
	"हाँ। उन्हीं 30 दिनों में हम कपड़ों को उसी सामान के दूसरे साइज़ से बिना किसी अतिरिक्त ख़र्च के बदल देते हैं, अगर वह साइज़ स्टॉक में हो। हमारी साइज़ गाइड से पहली बार में ही सही साइज़ चुनने में मदद मिलती है।";
export const areThereItemsI = "क्या कुछ सामान वापस नहीं हो सकता?";
export const forHygieneReasonsInnerwear =
	"साफ़-सफ़ाई के कारण अंदर के कपड़े, कान की बालियाँ और खुला हुआ स्किनकेयर वापस नहीं होता, जब तक वह टूटा-फूटा या बताए से अलग न पहुँचा हो।";
export const payments = "भुगतान";
export const whichPaymentMethodsDo = "आप भुगतान के कौन-से तरीके लेते हैं?";
export const cashOnDeliveryCredit =
	"कैश ऑन डिलीवरी, क्रेडिट और डेबिट कार्ड (Visa, Mastercard, RuPay), UPI, नेट बैंकिंग और Pitara गिफ़्ट कार्ड।";
export const isCashOnDelivery = "क्या कैश ऑन डिलीवरी मिलता है?";
export const yesToMostPincodes =
	"हाँ, भारत के ज़्यादातर पिनकोड पर। कृपया सही रकम तैयार रखें; कई शहरों में हमारे डिलीवरी साथी दरवाज़े पर UPI भी ले सकते हैं।";
export const isItSafeTo = "क्या कार्ड या UPI से ऑनलाइन भुगतान सुरक्षित है?";
export const yesCardAndUpi =
	"हाँ। कार्ड और UPI भुगतान हमारा पेमेंट गेटवे सुरक्षित (एन्क्रिप्टेड) कनेक्शन पर सँभालता है। हम आपका कार्ड नंबर या UPI PIN न कभी देखते हैं, न रखते हैं।";
export const howDoIUse = "गिफ़्ट कार्ड या प्रोमो कोड कैसे इस्तेमाल करें?";
export const chooseGiftCardAs =
	"चेकआउट पर भुगतान के तरीके में गिफ़्ट कार्ड चुनें और उसका कोड डालें; बैलेंस पूरे ऑर्डर के लिए काफ़ी होना चाहिए। WELCOME15 जैसे प्रोमो कोड, जो हमारे न्यूज़लेटर का पहले ऑर्डर पर 15% छूट वाला ऑफ़र है, भुगतान से पहले प्रोमो कोड वाले खाने में डालें।";
export const myPaymentFailedBut = "मेरा भुगतान नहीं हुआ पर पैसा कट गया। अब क्या करूँ?";
export const banksUsuallyReturnA =
	"बैंक आमतौर पर असफल भुगतान 5-7 कामकाजी दिनों में अपने-आप लौटा देते हैं। अगर पैसा वापस न आए, तो अपने ऑर्डर नंबर के साथ हमें लिखें, हम बैंक से बात करेंगे।";
export const productCare = "सामान की देखभाल";
export const howShouldIWash = "सूती कपड़े कैसे धोएँ?";
export const washInColdWater =
	"ठंडे पानी में, उल्टा करके, हल्के डिटर्जेंट से धोएँ और छाँव में सुखाएँ। गहरे रंग के कपड़े पहली कुछ बार अलग धोएँ, और ब्लीच न लगाएँ।";
export const howDoICare = "कढ़ाई या ज़री वाले पारंपरिक कपड़ों की देखभाल कैसे करें?";
export const dryCleanOrHand =
	"ड्राई क्लीन कराएँ, या ठंडे पानी में बिना निचोड़े हल्के हाथ से धोएँ। उल्टी तरफ़ से हल्की आँच पर इस्त्री करें और मलमल के कपड़े में तह करके नमी से दूर रखें।";
export const howDoIClean = "खिलौने कैसे साफ़ करें?";
export const wipePlasticAndWooden =
	"प्लास्टिक और लकड़ी के खिलौने गीले कपड़े और हल्के साबुन से पोंछकर सुखा लें। मुलायम खिलौने तकिये के गिलाफ़ में रखकर मशीन में ठंडे पानी की हल्की धुलाई में धो सकते हैं। पहले बैटरी निकाल लें।";
export const areYourToysSafe = "क्या आपके खिलौने छोटे बच्चों के लिए सुरक्षित हैं?";
export const ourToysMeetIndian =
	"हमारे खिलौने भारतीय खिलौना सुरक्षा मानकों (BIS) पर खरे हैं और उन पर उम्र लिखी होती है। छोटे पुर्ज़ों वाले खिलौने 3 साल से छोटे बच्चों के लिए नहीं हैं; छोटे बच्चे खेलें तो पास रहें।";
export const howShouldIStore = "गहने और किताबें कैसे रखें?";
export const keepJewelleryDryIn =
	"गहनों को सूखा, उनकी थैली में, इत्र और पानी से दूर रखें। किताबें सीधी खड़ी करके धूप और नमी से दूर रखें, ताकि पन्ने मुड़ें या पीले न हों।";
