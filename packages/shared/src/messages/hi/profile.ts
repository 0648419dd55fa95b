/** Hindi twin of ../profile.ts. */
export const loadFailed = "प्रोफ़ाइल की जानकारी नहीं आ पाई";
export const fetched = "प्रोफ़ाइल खुल गई";
export const updateFailed = "प्रोफ़ाइल बदली नहीं जा सकी";
export const updated = "प्रोफ़ाइल बदल गई!";
export const notProvided = "नहीं दिया गया";
export const notSpecified = "नहीं बताया गया";

export const loadingYourProfile = "आपकी प्रोफ़ाइल खुल रही है";
export const tryAgain = "फिर से कोशिश करें";
export const error = "गड़बड़ी: ";
export const back = "वापस";
export const editProfile = "प्रोफ़ाइल बदलें";
export const myProfile = "मेरी प्रोफ़ाइल";
export const devices = "डिवाइस";
export const loggedInOnA =
	"किसी ऐसे फ़ोन या कंप्यूटर पर लॉग इन है जिसे आप अब इस्तेमाल नहीं करते? इससे आपके खाते के सारे सेशन बंद हो जाएँगे, यह वाला भी। हर डिवाइस पर नया लॉगिन कोड लगेगा।";
export const logOutOfAll = "सभी डिवाइस से लॉग आउट करें";
export const fullName = "पूरा नाम";
export const gender = "लिंग";
export const selectGender = "लिंग चुनें";
export const dateOfBirth = "जन्म तिथि";
export const email = "ई-मेल";
export const phone = "फ़ोन";
export const cancel = "रद्द करें";
/** the Pitara Credit page, a view of the account's page */
export const creditTitle = "Pitara Credit";
export const creditBalance = "बैलेंस";
export const creditEmpty = "अभी कोई Pitara Credit नहीं है। जो रिफ़ंड आप क्रेडिट के रूप में लेंगे, वे यहाँ दिखेंगे।";
export const creditLoadFailed = "आपका Pitara Credit खुल नहीं पाया";
export const creditKinds = { credit: "जुड़ा", debit: "ख़र्च हुआ", expiry: "अवधि खत्म" } as Record<string, string>;
export const creditOrder = (orderId: number) => `ऑर्डर #${orderId}`;
export const creditLinkHint = "आपका बैलेंस और हर जमा व ख़र्च";
export const personalDetails = "निजी जानकारी";
export const genders = {
	Male: "पुरुष",
	Female: "महिला",
	Other: "अन्य",
	"Prefer not to say": "नहीं बताना चाहते",
} as Record<string, string>;

export const saving = "सेव हो रहा है…";
export const saveChanges = "बदलाव सेव करें";
export const emailHint = "आपका ईमेल यहाँ नहीं बदला जा सकता।";
export const phoneHint = "आप इसी नंबर से लॉग इन करते हैं।";
