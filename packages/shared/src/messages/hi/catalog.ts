/** Hindi twin of ../catalog.ts. */
import * as shellMessages from "./shell.ts";

export const productsFailed = "सामान खुल नहीं पाया";
export const filtersFailed = "फ़िल्टर खुल नहीं पाए";
export const categoriesFailed = "श्रेणियाँ खुल नहीं पाईं";
/** also the page frame's, while the category bar loads: one text, kept in the shell's messages */
export const loadingCategories = shellMessages.loadingCategories;
export const noSubcategories = "कोई उप-श्रेणी नहीं मिली";
export const invalidProduct = "सामान की जानकारी सही रूप में नहीं है";
export const productFailed = "सामान खुल नहीं पाया";
export const errorLoadingProduct = "सामान खोलने में गड़बड़ी";
export const productNotFound = "सामान नहीं मिला";
export const noSimilar = "इससे मिलता-जुलता कोई सामान नहीं मिला";
export const reviewSubmitted = "रिव्यू भेज दिया गया!";
export const allProducts = "सारा सामान";
export const productCount = (count: number) => `${count} सामान`;
export const noProducts = "इन फ़िल्टर से कोई सामान नहीं मिलता।";
export const clearFilters = "सारे फ़िल्टर हटाएँ";
export const loadMore = "और दिखाएँ";
export const tryAgain = "फिर से कोशिश करें";
export const backToHome = "होम पर वापस जाएँ";
export const outOfStock = "स्टॉक में नहीं";
export const onlyLeft = (count: number) => `सिर्फ़ ${count} बचे`;
export const inStock = "स्टॉक में है";
export const soldOutCombination = "यह साइज़ और रंग बिक चुका है";
export const noSuggestions = "कोई मिलता-जुलता सामान नहीं";

export const price = "कीमत ";
export const notSureSeeThe = "पक्का नहीं? साइज़ गाइड देखें";
export const checkDelivery = "डिलीवरी जाँचें";
export const pincode = "पिनकोड";
export const check = "जाँचें";
export const breadcrumb = "रास्ता";
export const home = "होम";
export const loadingProduct = "सामान खुल रहा है";
export const itMayHaveSold = "हो सकता है यह पूरा बिक गया हो या कहीं और चला गया हो। दुकान का बाकी सामान देखें।";
export const inclusiveOfAllTaxes = "सभी टैक्स शामिल";
export const warranty = "वारंटी: ";
export const description = "जानकारी";
export const specifications = "ख़ूबियाँ";
export const closePictures = "तस्वीरें बंद करें";
export const previousImage = "पिछली तस्वीर";
export const nextImage = "अगली तस्वीर";
export const pictures = "तस्वीरें";
export const quantity = "मात्रा";
export const decreaseQuantity = "मात्रा घटाएँ";
export const increaseQuantity = "मात्रा बढ़ाएँ";
export const similarProducts = "मिलते-जुलते सामान";
export const tryAgain2 = "फिर से कोशिश करें";
export const soldOut = " (बिक गया)";
export const notInThis = " (इसमें नहीं: ";

export const checking = "जाँच हो रही है…";
export const deliveryRangeDays = "{days} दिन में डिलीवरी · अपना पिनकोड जाँचें";
export const deliveryRangeDay = "{days} दिन में डिलीवरी · अपना पिनकोड जाँचें";
