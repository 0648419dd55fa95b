/** Hindi twin of ../shell.ts: the page frame's texts on every page. */

export const searchPlaceholder = "फ़्रॉक, खिलौने, किताबें खोजें…";
export const login = "लॉग इन";
export const cart = "कार्ट";
export const cartCount = (count: number) => `कार्ट, ${count} सामान`;
export const openMenu = "मेन्यू खोलें";
export const closeMenu = "मेन्यू बंद करें";
export const menu = "मेन्यू";
export const loginRegister = "लॉग इन / रजिस्टर";
export const shopByCategory = "श्रेणी के हिसाब से ख़रीदें";
export const allOf = (category: string) => `सभी ${category}`;
export const home = "Pitara होम";
export const skipToContent = "सीधे मुख्य भाग पर जाएँ";
export const loadingPage = "पेज खुल रहा है";
export const somethingWrong = "कुछ गड़बड़ हो गई";
export const pageNotShown = "यह पेज नहीं दिख पाया। कृपया अपना इंटरनेट देखें और फिर से कोशिश करें।";
export const tryAgain = "फिर से कोशिश करें";
export const backHome = "होम पर वापस जाएँ";
export const errorPrefix = "गड़बड़ी:";
export const categories = "श्रेणियाँ";
export const loadingCategories = "श्रेणियाँ खुल रही हैं...";
export const searchProducts = "सामान खोजें";
export const searchSuggestions = "खोज के सुझाव";
export const noSuggestions = (query: string) => `कोई सुझाव नहीं। “${query}” खोजने के लिए Enter दबाएँ।`;

export const pageNotFound = "पेज नहीं मिला";
export const weCouldNotFind = "आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला।";
export const hiName = (name: string) => `नमस्ते, ${name}`;
export const helloName = (name: string) => `नमस्ते, ${name}`;
export const account = "खाता";
export const logout = "लॉग आउट";

export const myProfile = "मेरी प्रोफ़ाइल";
export const myWishlist = "मेरी विशलिस्ट";
export const myAddresses = "मेरे पते";
export const myOrders = "मेरे ऑर्डर";
export const trackOrder = "ऑर्डर ट्रैक करें";
export const privacy = "प्राइवेसी";

export const accountMenuLabel = (name: string) => `नमस्ते, ${name}: खाते का मेन्यू`;
