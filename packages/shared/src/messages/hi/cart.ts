/** Hindi twin of ../cart.ts. */
/** the line that rounds an order paid in cash to the rupee */
export const roundOff = "राउंड ऑफ़";
export const loginToAdd = "कार्ट में सामान जोड़ने के लिए कृपया लॉग इन करें";
export const loginToUpdate = "कार्ट बदलने के लिए कृपया लॉग इन करें";
export const loginForWishlist = "विशलिस्ट सँभालने के लिए कृपया लॉग इन करें";
export const incomplete = "सामान की जानकारी अधूरी है";
export const addToCart = "कार्ट में डालें";
export const added = "कार्ट में डाल दिया!";
export const wishlistAdded = "विशलिस्ट में जुड़ गया";
export const wishlistRemoved = "विशलिस्ट से हटा दिया";
export const empty = "आपका कार्ट खाली है";
export const loadError = (message: string) => `कार्ट खोलने में गड़बड़ी: ${message}`;
export const freeDelivery = "₹500 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी";
/** `amount` already formatted: "मुफ़्त डिलीवरी के लिए ₹121 का सामान और जोड़ें" */
export const moreForFreeDelivery = (amount: string) => `मुफ़्त डिलीवरी के लिए ${amount} का सामान और जोड़ें`;
export const deliveryIsFree = "आपके ऑर्डर पर डिलीवरी मुफ़्त है";
export const updated = "कार्ट बदल गया";
export const removed = "कार्ट से हटा दिया";
export const loginToView = "अपना कार्ट देखने के लिए कृपया लॉग इन करें";
export const loadFailed = "कार्ट खुल नहीं पाया";
export const badProduct = "यह सामान नहीं मिला";
export const noLongerAvailable = "यह सामान अब उपलब्ध नहीं है";
export const onlyLeft = (count: number) => `सिर्फ़ ${count} बचे`;
export const stockLimit = (count: number) =>
	count <= 0 ? "माफ़ कीजिए, यह सामान स्टॉक में नहीं है" : `माफ़ कीजिए, स्टॉक में सिर्फ़ ${count} बचे हैं`;
export const quantityRequired = "कृपया मात्रा चुनें";
export const quantityNotNumber = "मात्रा एक संख्या होनी चाहिए";
export const quantityNotWhole = "मात्रा पूरी संख्या होनी चाहिए";
export const quantityNegative = "मात्रा शून्य से कम नहीं हो सकती";
export const quantityTooLarge = (max: number) => `मात्रा ज़्यादा से ज़्यादा ${max} हो सकती है`;
export const lineLimit = (max: number) =>
	`आपके कार्ट में ज़्यादा से ज़्यादा ${max} अलग-अलग सामान आ सकते हैं। नया डालने से पहले कृपया कोई एक हटा दें।`;
export const checkoutBlocked = "चेकआउट के लिए 'उपलब्ध नहीं' वाले सामान हटाएँ या उनकी मात्रा कम करें।";

export const frocksToysBooksAnd = "फ़्रॉक, खिलौने, किताबें और बहुत कुछ आपका इंतज़ार कर रहे हैं।";
export const continueShopping = "ख़रीदारी जारी रखें";
export const refreshCart = "कार्ट ताज़ा करें";
export const refresh = "ताज़ा करें";
export const loadingYourCart = "आपका कार्ट खुल रहा है";
export const itemsInYourCart = "आपके कार्ट का सामान";
export const cartTotalAndCheckout = "कार्ट का कुल और चेकआउट";
export const total = "कुल";
export const checkout = "चेकआउट";
export const shoppingCart = "शॉपिंग कार्ट";
export const logIn = "लॉग इन करें";
export const newToPitara = "Pitara पर नए हैं?";
export const createAnAccount = "खाता बनाएँ";
export const goToCart = "कार्ट पर जाएँ";
export const inYourCart = " आपके कार्ट में";
export const inCart = " कार्ट में";
export const size = "साइज़: ";
export const colour = "रंग: ";
export const quantity = "मात्रा";
export const changeTo = "इतना करें: ";
export const remove = "हटाएँ";
export const lineTotal = "इस सामान का कुल ";
export const tryAgain = "फिर से कोशिश करें";
export const orderSummary = "ऑर्डर का सार";
export const chooseASize = "साइज़ चुनें";
export const soldOut = " (बिक गया)";
/** the shop's threshold (its setting), formatted */
export const freeDeliveryOver = (amount: string) => `${amount} से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी`;
// what a screen reader names a product card's cart buttons and a cart line's steppers by
export const cardInYourCart = (name: string) => `आपके कार्ट में ${name}`;
export const removeFromCart = (name: string) => `${name} कार्ट से हटाएँ`;
export const oneFewer = (name: string) => `एक ${name} कम`;
export const oneMore = (name: string) => `एक और ${name}`;
export const onlyLeftOf = (count: number, name: string) => `${name}: ${onlyLeft(count)}`;
export const goToCartWith = (quantity: number) => `कार्ट पर जाएँ, कार्ट में ${quantity}`;
export const wishlistAddNamed = "{name} को विशलिस्ट में जोड़ें";
export const wishlistRemoveNamed = "{name} को विशलिस्ट से हटाएँ";
export const wishlistAdd = "विशलिस्ट में जोड़ें";
export const wishlistRemove = "विशलिस्ट से हटाएँ";

export const sizeOfColour = (colour: string) => `साइज़ · ${colour}`;
