/** Hindi twin of ../wishlist.ts. */
export const loginToView = "अपनी विशलिस्ट देखने के लिए कृपया लॉग इन करें";
export const loadFailed = "विशलिस्ट खुल नहीं पाई";
export const limit = (max: number) =>
	`आपकी विशलिस्ट में ज़्यादा से ज़्यादा ${max} चीज़ें रह सकती हैं। नई जोड़ने से पहले कृपया कोई एक हटा दें।`;
export const empty = "आपकी विशलिस्ट खाली है";

export const myWishlist = "मेरी विशलिस्ट";
export const loadingYourWishlist = "आपकी विशलिस्ट खुल रही है";
export const tryAgain = "फिर से कोशिश करें";
export const loginToContinue = "आगे बढ़ने के लिए लॉग इन करें";
export const tapTheHeartOn = "जो भी पसंद आए, उसके दिल वाले निशान को दबाएँ, वह यहाँ सँभाल कर रखा जाएगा।";
export const browseProducts = "सामान देखें";
export const yourWishlist = "आपकी विशलिस्ट";
export const logIn = "लॉग इन करें";
export const myWishlistCount = (count: number) => `मेरी विशलिस्ट (${count})`;
