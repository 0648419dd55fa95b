/** Hindi twin of ../addresses.ts. */
export const loadFailed = "पते नहीं आ पाए";
export const confirmDelete = "क्या आप सच में यह पता हटाना चाहते हैं? इसे वापस नहीं लाया जा सकेगा।";
export const nameRequired = "नाम ज़रूरी है";
export const addressLine1Required = "पते की पहली लाइन ज़रूरी है";
export const cityRequired = "शहर ज़रूरी है";
export const stateRequired = "कृपया राज्य चुनें";
export const countryRequired = "देश ज़रूरी है";
export const onlyIndia = "हम सिर्फ़ भारत के अंदर डिलीवरी करते हैं";
export const tooLong = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`;
export const added = "पता जुड़ गया";
export const updated = "पता बदल गया";
export const deleted = "पता हटा दिया गया";
export const defaultSet = "मुख्य पता बदल गया";
export const notFound = "पता नहीं मिला";
export const limitReached = (max: number) =>
	`आप ज़्यादा से ज़्यादा ${max} पते सेव कर सकते हैं। नया जोड़ने से पहले कृपया कोई एक हटा दें।`;
export const empty = "आपने अभी तक कोई पता सेव नहीं किया है।";
export const unknownPincode = (pincode: string) => `पिनकोड ${pincode} हमें नहीं मिला। कृपया इसे जाँच लें।`;
export const stateMismatch = (pincode: string, state: string) =>
	`पिनकोड ${pincode} ${state} में है। कृपया पिनकोड या राज्य जाँच लें।`;

export const myAddresses = "मेरे पते";
export const back = "वापस";
export const addNewAddress = "नया पता जोड़ें";
export const loadingAddresses = "पते खुल रहे हैं";
export const tryAgain = "फिर से कोशिश करें";
export const addOneNowTo = "जल्दी चेकआउट के लिए अभी एक पता जोड़ें।";
export const deleteAddress = "पता हटाएँ?";
export const defaultText = "मुख्य";
export const edit = "बदलें";
export const deleteText = "हटाएँ";
export const cancel = "रद्द करें";
export const fullName = "पूरा नाम";
export const phoneNumber = "फ़ोन नंबर";
export const addressLine1 = "पते की पहली लाइन";
export const houseFlatNumberBuilding = "मकान / फ़्लैट नंबर, बिल्डिंग, गली";
export const addressLine2 = "पते की दूसरी लाइन";
export const areaLandmark = "इलाका, पास की पहचान";
export const city = "शहर";
export const pincode = "पिनकोड";
export const state = "राज्य";
export const selectState = "राज्य चुनें";
export const country = "देश";
export const yourFirstAddressBecomes = "आपका पहला पता आपका मुख्य पता बन जाता है।";
export const makeThisMyDefault = "इसे मेरा मुख्य पता बनाएँ";

export const editAddressOf = (name: string) => `${name} का पता बदलें`;
export const deleteAddressOf = (name: string) => `${name} का पता हटाएँ`;
export const savingFor = (name: string) => `सेव हो रहा है: ${name}`;
export const setDefaultFor = (name: string) => `डिफ़ॉल्ट बनाएँ: ${name}`;
export const saving = "सेव हो रहा है…";
export const setAsDefault = "डिफ़ॉल्ट बनाएँ";
export const editAddress = "पता बदलें";
export const saveChanges = "बदलाव सेव करें";
export const saveAddress = "पता सेव करें";
export const countryHint = "हम भारत में ही डिलीवरी करते हैं।";
