/** Hindi twin of ../heads.ts: the pages' <head> texts (title and description). */
export const titleOf = (name: string) => `${name} · Pitara`;
export const defaultTitle = "Pitara · बच्चों के कपड़े, खिलौने और तोहफ़े";
export const defaultDescription =
	"Pitara बच्चों के कपड़ों, एक्सेसरीज़, खिलौनों, खेल के सामान, किताबों, गहनों और स्किनकेयर की भारतीय दुकान है, पूरे भारत में डिलीवरी के साथ।";
export const notFoundTitle = "पेज नहीं मिला · Pitara";
export const faqTitle = "अक्सर पूछे जाने वाले सवाल · Pitara";
export const faqDescription =
	"डिलीवरी का समय, मुफ़्त शिपिंग, 30 दिन में वापसी, रिफ़ंड, COD, UPI, कार्ड या गिफ़्ट कार्ड से भुगतान, और बच्चों के कपड़ों व खिलौनों की देखभाल।";
export const aboutTitle = "हर बचपन के लिए एक ख़ज़ाने का पिटारा · Pitara";
export const aboutDescription =
	"Pitara की कहानी, मकसद और टीम: बच्चों के लिए सुरक्षित, आरामदायक कपड़े, खिलौने और किताबें, प्यार से बनाए गए और पूरे भारत में पहुँचाए गए।";
export const contactTitle = "हमसे संपर्क करें · Pitara";
export const contactDescription =
	"Pitara को लिखें या फ़ोन करें: कोरमंगला, बेंगलुरु। सोम-शुक्र सुबह 9 से शाम 6, शनि सुबह 10 से शाम 4। हम एक कामकाजी दिन में जवाब देते हैं।";
export const privacyTitle = "प्राइवेसी नीति · Pitara";
export const privacyDescription =
	"Pitara क्या जानकारी लेता है, उसका कैसे इस्तेमाल होता है, कुकीज़, और हमारी 30 दिन की वापसी और रिफ़ंड नीति।";
export const sizeGuideTitle = "साइज़ गाइड · Pitara";
export const sizeGuideDescription =
	"लड़कियों, लड़कों और शिशुओं के लिए उम्र के हिसाब से साइज़ चार्ट: लंबाई, छाती और कमर, सेंटीमीटर और इंच में।";
/** a product page's description: its own text when it has one */
export const productAbout = (name: string, brand: string, about: string) => `${brand} का ${name}: ${about}`;
export const productNoAbout = (name: string, brand: string) => `${brand} का ${name}, Pitara पर।`;
export const breadcrumbHome = "होम";
/** a listing's title: `Girls में “socks”` for a search */
export const searchIn = (search: string, title: string) => `${title} में “${search}”`;
export const everything = "बच्चों के कपड़े, खिलौने और तोहफ़े";
/** `count` already "12 सामान", `what` the brand and category, `age` and `from` empty or the texts below */
export const listingDescription = (count: string, what: string, age: string, from: string) =>
	`Pitara पर ${what}${age} के ${count} ख़रीदें${from}। पूरे भारत में डिलीवरी; ₹500 से ऊपर मुफ़्त।`;
export const forAge = (age: string) => ` (${age} के लिए)`;
export const fromPrice = (price: string) => `, ${price} से शुरू`;
