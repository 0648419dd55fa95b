/** Hindi twin of ../registration.ts. */
export const fullNameRequired = "पूरा नाम ज़रूरी है";
export const tooShort = "बहुत छोटा है!";
export const tooLong = "बहुत लंबा है!";
export const emailRequired = "ई-मेल ज़रूरी है";
export const emailInvalid = "ई-मेल सही नहीं है";
export const phoneRequired = "फ़ोन नंबर ज़रूरी है";
export const phoneDigits = "फ़ोन नंबर 10 अंकों का होना चाहिए";
export const passwordRequired = "पासवर्ड ज़रूरी है";
export const passwordMin = "पासवर्ड कम से कम 6 अक्षरों का होना चाहिए";
export const confirmRequired = "पासवर्ड दोबारा डालना ज़रूरी है";
export const passwordsMustMatch = "दोनों पासवर्ड एक जैसे होने चाहिए";
export const genderRequired = "लिंग चुनना ज़रूरी है";
export const dobRequired = "जन्म तिथि ज़रूरी है";
export const dobFuture = "जन्म तिथि आने वाले समय की नहीं हो सकती";
export const success = "रजिस्ट्रेशन हो गया! कृपया लॉग इन करें।";
export const failed = "रजिस्ट्रेशन नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const phoneTaken = "इस फ़ोन नंबर से पहले से एक खाता है।";
export const emailTaken = "इस ई-मेल से पहले से एक खाता है।";

export const createAnAccount = "खाता बनाएँ";
export const saveAddressesKeepA = "पते सेव करें, विशलिस्ट रखें और अपने ऑर्डर पर नज़र रखें।";
export const alreadyRegisteredLogIn = "पहले से रजिस्टर हैं? लॉग इन करें";
export const fullName = "पूरा नाम";
export const email = "ई-मेल";
export const phoneNumber = "फ़ोन नंबर";
export const password = "पासवर्ड";
export const confirmPassword = "पासवर्ड दोबारा डालें";
export const gender = "लिंग";
export const selectGender = "लिंग चुनें";
export const dateOfBirth = "जन्म तिथि";
export const iAgreeToPitara = "मैं Pitara की शर्तों और इससे सहमत हूँ:";
export const privacyPolicy = "प्राइवेसी नीति";
export const alreadyHaveAnAccount = "पहले से खाता है?";
export const logIn = "लॉग इन करें";
export const whatWeKeepAndWhy = "हम क्या रखते हैं और क्यों";
/** the link to the itemised privacy notice (login and registration) */
export const privacyNoticeLink = "हम आपकी जानकारी का कैसे इस्तेमाल करते हैं (प्राइवेसी सूचना)";

export const creatingAccount = "खाता बन रहा है…";
export const createAccount = "खाता बनाएँ";
export const phoneHint = "10 अंक, +91 के बिना";
export const passwordHint = "कम से कम 6 अक्षर";
