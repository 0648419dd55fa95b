/** Hindi twin of ../contact.ts. */
export const nameRequired = "कृपया अपना नाम लिखें";
export const nameShort = "नाम कम से कम 2 अक्षरों का होना चाहिए";
export const nameLong = "नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है";
export const emailRequired = "कृपया अपना ई-मेल लिखें";
export const emailInvalid = "कृपया सही ई-मेल पता लिखें";
export const phoneInvalid = "कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, या इसे खाली छोड़ दें";
export const messageRequired = "कृपया अपना संदेश लिखें";
export const messageShort = "संदेश कम से कम 10 अक्षरों का होना चाहिए";
export const messageLong = "संदेश ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है";
export const sent = (name: string) => `धन्यवाद, ${name}! आपका संदेश हमें मिल गया है, हम एक कामकाजी दिन में जवाब देंगे।`;
export const failed = "आपका संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।";

export const contactUs = "हमसे संपर्क करें";
export const aQuestionAboutSizes =
	"साइज़, किसी ऑर्डर या तोहफ़े के बारे में कोई सवाल है? हमें लिखें, हमारी बेंगलुरु टीम का कोई असली इंसान एक कामकाजी दिन में जवाब देगा।";
export const aComplaint = "किसी ऑर्डर, भुगतान या अपनी जानकारी को लेकर शिकायत है?";
export const writeToGrievanceOfficer = "हमारे शिकायत अधिकारी को लिखें";
export const forATicket = "और तुरंत टिकट नंबर पाएँ।";
export const sendUsAMessage = "हमें संदेश भेजें";
export const reachUs = "हम तक पहुँचें";
export const address = "पता";
export const phone = "फ़ोन";
export const email = "ई-मेल";
export const hours = "समय";
export const closedOnSundaysAnd = "रविवार और सरकारी छुट्टियों पर बंद";
export const hoursWeekdays = "सोम–शुक्र सुबह 9 से शाम 6";
export const hoursSaturday = "शनि सुबह 10 से शाम 4";
export const warrantyOneYear = "1 साल";
export const followUs = "हमसे जुड़ें";
export const map = "नक्शा";
export const messageSent = "संदेश भेज दिया गया";
export const sendAnotherMessage = "एक और संदेश भेजें";
export const contactForm = "संपर्क फ़ॉर्म";
export const name = "नाम";
export const message = "संदेश";
export const phoneOptional = "मोबाइल नंबर (ज़रूरी नहीं)";
export const phoneWhy = "सिर्फ़ यह बताने के लिए कि हमने जवाब दे दिया है, SMS से।";
export const jyotiNivasPark = "Jyoti Nivas Park";
export const t80FeetRoad = "80 Feet Road";
export const t17thMain = "17th Main";
export const t1stCross = "1st Cross";
export const t5thBlock = "5th Block";
export const openInMaps = "नक्शे में खोलें";
// the e-mailed answer to a contact message, for a shopper whose account language is Hindi
export const replySubject = "Re: Pitara को भेजा आपका संदेश";
export const replyYouWrote = (when: string) => `${when} (भारतीय समय) को आपने लिखा:`;

export const sending = "भेजा जा रहा है…";
export const sendMessage = "संदेश भेजें";
