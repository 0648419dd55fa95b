/** Hindi twin of ../about.ts. */
export const ourStory = "हमारी कहानी";
export const aTreasureBoxFor = "हर बचपन के लिए एक ख़ज़ाने का पिटारा";
export const pitaraMeansATreasure =
	"पिटारा यानी ख़ज़ाने का डिब्बा। हमने 2019 में बेंगलुरु से एक सोच के साथ शुरुआत की: बच्चों के कपड़े, खिलौने और किताबें सुरक्षित, आरामदायक और प्यार से बनी होनी चाहिए, और भारत में हर जगह के माता-पिता उन्हें आसानी से और सही दाम पर पा सकें।";
export const ourMission = "हमारा मकसद";
export const toMakeTheEveryday =
	"बचपन की रोज़ की चीज़ें — पसंदीदा फ़्रॉक, पहला बल्ला, सोते समय की कहानी — बच्चों के लिए कोमल, उन्हें बनाने वालों के लिए अच्छी, और माता-पिता के लिए ख़रीदने में आसान बनाना।";
export const pitaraInNumbers = "आँकड़ों में Pitara";
export const whyParentsChoosePitara = "माता-पिता Pitara को क्यों चुनते हैं";
export const theTeam = "हमारी टीम";
export const productSafety = "सामान की सुरक्षा";
export const everythingWeSellIs =
	"हम जो भी बेचते हैं, वह छोटे हाथों और मुँह का ध्यान रखकर चुना जाता है। कोई सामान हमारी दुकान तक पहुँचने से पहले:";
export const alwaysSuperviseYoungChildren = "छोटे बच्चे खेलें तो हमेशा पास रहें। अगर कभी किसी सामान की सुरक्षा को लेकर चिंता हो,";
export const tellUs = "हमें बताएँ";
export const andWeWillAct = "और हम उसी दिन कदम उठाएँगे।";

export const softOnYoungSkin = "नाज़ुक त्वचा पर कोमल";
export const breathableCottonAndOrganic =
	"हवादार सूती और ऑर्गेनिक कपड़ा, azo-free रंग और सपाट सिलाई, भारत की गर्मी और बरसात के लिए चुने गए।";
export const sizesThatReallyFit = "साइज़ जो सच में फ़िट हों";
export const ourSizeGuideIs = "हमारी साइज़ गाइड भारतीय बच्चों के नाप पर बनी है, और 30 दिन के अंदर दूसरे साइज़ से बदलना मुफ़्त है।";
export const toysWeWouldGive = "खिलौने जो हम अपने बच्चों को भी दें";
export const everyToyMeetsIndian = "हर खिलौना भारतीय सुरक्षा मानकों (BIS) पर खरा है और उस पर लिखा है कि वह किस उम्र के लिए है।";
export const madeByIndianHands = "भारतीय हाथों से बना";
export const weWorkDirectlyWith =
	"हम जयपुर से चन्नपटना तक के बुनकरों, ब्लॉक प्रिंट करने वालों, खिलौने बनाने वालों और सुनारों के साथ सीधे काम करते हैं।";
export const payTheWayYou = "जैसे चाहें वैसे भुगतान करें";
export const cashOnDeliveryUpi =
	"कैश ऑन डिलीवरी, UPI, कार्ड, नेट बैंकिंग और गिफ़्ट कार्ड, ₹500 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी के साथ।";
export const realPeopleToHelp = "मदद के लिए असली लोग";
export const ourBengaluruTeamAnswers = "हमारी बेंगलुरु टीम हफ़्ते में छह दिन हर फ़ोन और संदेश का जवाब देती है।";
export const happyCustomers = "ख़ुश ग्राहक";
export const yearsOfPitara = "Pitara के साल";
export const organicMaterials = "ऑर्गेनिक सामग्री";
export const averageRating = "औसत रेटिंग";

export const teamIshitaName = "इशिता राव";
export const teamIshitaRole = "संस्थापक";
export const teamIshitaBio =
	"अपनी दो बेटियों के लिए मुलायम, अच्छे बने कपड़े खोजते-खोजते Pitara शुरू किया। आज भी हर नया कपड़ा ख़ुद जाँचती हैं।";
export const teamKarthikName = "कार्तिक मेनन";
export const teamKarthikRole = "सोर्सिंग और क्वालिटी प्रमुख";
export const teamKarthikBio =
	"कपड़ों के काम में बारह साल। हमारे कारीगरों और कारख़ानों में जाते हैं और हर प्रोडक्ट की सुरक्षा जाँच पर मुहर लगाते हैं।";
export const teamZoyaName = "ज़ोया सिद्दीक़ी";
export const teamZoyaRole = "ग्राहक ख़ुशी प्रमुख";
export const teamZoyaBio = "आपके कॉल और संदेशों का जवाब देने वाली टीम की अगुवाई करती हैं, और आपकी राय से प्रोडक्ट बेहतर बनाती हैं।";
export const safetyToysTested =
	"खिलौने भारतीय खिलौना सुरक्षा मानकों (BIS, IS 9873) पर जाँचे गए, और जिस उम्र के लिए ठीक हैं वह उन पर लिखी है";
export const safetySmallParts = "छोटे पुर्ज़ों वाले खिलौनों पर चेतावनी होती है, और वे 3 साल से छोटे बच्चों के लिए कभी नहीं बेचे जाते";
export const safetyFabrics = "कपड़े एज़ो रंगों से मुक्त, और पेंट व फ़िनिश सीसे से मुक्त";
export const safetyJewellery = "निकल-मुक्त गहने, गोल किनारों और बच्चों के लिए सुरक्षित क्लैस्प के साथ";
export const safetySkincare = "स्किनकेयर पैराबेन और मिनरल ऑयल से मुक्त, त्वचा-विशेषज्ञों द्वारा जाँचा गया";
