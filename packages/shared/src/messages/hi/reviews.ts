/** Hindi twin of ../reviews.ts. */
export const ratingRequired = "कृपया 1 से 5 स्टार तक रेटिंग चुनें";
export const commentRequired = "कृपया सामान के बारे में कुछ शब्द लिखें";
export const commentTooLong = (max: number) => `कृपया अपना रिव्यू ${max} अक्षरों से छोटा रखें`;
export const loginToReview = "रिव्यू लिखने के लिए लॉग इन करें";
export const noReviews = "अभी तक कोई रिव्यू नहीं है। इस सामान का पहला रिव्यू आप लिखें।";
export const loadFailed = "रिव्यू खुल नहीं पाए";
export const submitFailed = "आपका रिव्यू सेव नहीं हो पाया। कृपया फिर से कोशिश करें।";
export const verifiedBuyer = "पक्के खरीदार";
/** "15 में से 12 पक्के खरीदारों के" */
export const fromVerifiedBuyers = (verified: number, count: number) => `${count} में से ${verified} पक्के खरीदारों के`;

export const yourRating = "आपकी रेटिंग";
export const yourReview = "आपका रिव्यू";
export const whatDidYouAnd = "आपको और आपके बच्चे को यह कैसा लगा?";
export const theReviewFormCould = "रिव्यू फ़ॉर्म खुल नहीं पाया।";
export const reloadThePage = "पेज दोबारा खोलें";
export const customerReviews = "ग्राहकों के रिव्यू";
export const tryAgain = "फिर से कोशिश करें";
export const writeAReview = "रिव्यू लिखें";
export const editYourReview = "अपना रिव्यू बदलें";
export const submitReview = "रिव्यू भेजें";
export const updateReview = "रिव्यू अपडेट करें";
export const submitting = "भेजा जा रहा है…";
export const oneStar = "1 स्टार";
export const starsCount = "{count} स्टार";
export const ratingPoor = "ख़राब";
export const ratingFair = "ठीक-ठाक";
export const ratingGood = "अच्छा";
export const ratingVeryGood = "बहुत अच्छा";
export const ratingExcellent = "शानदार";
export const byYou = " (आप)";
