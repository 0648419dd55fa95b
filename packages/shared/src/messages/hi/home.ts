/** Hindi twin of ../home.ts. */
export const bannersFailed = "बैनर नहीं आ पाए";
export const subcategoriesFailed = "उप-श्रेणियाँ नहीं आ पाईं";
export const brandsFailed = "ब्रांड नहीं आ पाए";
export const noData = "कोई जानकारी नहीं है";
export const noBiotiques = "अभी कोई Biotique सामान नहीं है";
export const invalidBanners = "API से सही जवाब नहीं आया";
export const noBannerResponse = "API से कोई जवाब नहीं आया";
export const winterFallback = "सर्दियों का कलेक्शन सबसे अच्छी कीमतों पर ख़रीदें";
export const comingSoon = "जल्द आ रहा है";

export const biotiques = "BIOTIQUES";
export const loadingBiotiques = "Biotiques खुल रहे हैं";
export const biotiques2 = "Biotiques";
export const pitaraClothesToysBooks = "Pitara: बच्चों के कपड़े, खिलौने, किताबें और तोहफ़े";
export const shopByAge = "उम्र के हिसाब से ख़रीदें";
export const loadingBrands = "ब्रांड खुल रहे हैं";
export const tapALogoTo = "किसी ब्रांड का पूरा सामान देखने के लिए उसके लोगो को दबाएँ।";
export const winterEditsByAge = "उम्र के हिसाब से सर्दियों का सामान";
export const toys = "खिलौने";
export const books = "किताबें";
export const popularAuthors = "लोकप्रिय लेखक";
export const popularBrands = "लोकप्रिय ब्रांड";
export const popularAuthors2 = "लोकप्रिय लेखक";
export const booksCount = (count: number) => `${count} किताबें`;
export const authorComingSoon = (author: string) => `${author} की किताबों का अपना पेज जल्द आएगा।`;
export const error = "गड़बड़ी: ";
export const tryAgain = "फिर से कोशिश करें";
export const sports = "खेल-कूद";
export const loadingSports = "खेल-कूद का सामान खुल रहा है";
export const loadingOffers = "ऑफ़र खुल रहे हैं";
export const shopNowWinterCollection = "अभी ख़रीदें: सर्दियों का कलेक्शन";
export const shopNow = "अभी ख़रीदें";
export const winterWearFor = (age: string) => `${age} के लिए सर्दियों के कपड़े`;
export const viewAll = "सब देखें";
export const offers = "ऑफ़र";
export const previousSlide = "पिछली स्लाइड";
export const nextSlide = "अगली स्लाइड";
export const startSlideShow = "स्लाइड अपने-आप चलाएँ";
export const stopSlideShow = "स्लाइड अपने-आप चलना रोकें";
export const goToSlide = (slide: number) => `स्लाइड ${slide} पर जाएँ`;
export const slideOf = (slide: number, count: number) => `${count} में से ${slide}`;
export const popularBrandsLabel = "लोकप्रिय ब्रांड";
export const biotiquesLine = "बच्चों और शिशुओं के लिए कोमल आयुर्वेदिक स्किनकेयर";
export const winterLine = "नवजात से बड़े बच्चों तक, हर उम्र के लिए गर्म कपड़े";
export const toysLine = "सॉफ़्ट टॉय, ब्लॉक, पज़ल और खेल जो ख़ुशी जगाएँ";
export const sportsLine = "नन्हे चैंपियनों के लिए बैट, गेंद, रैकेट और पहिए";
export const booksLine = "हर रात की कहानी के लिए चित्र-पुस्तकें, कहानियाँ और गतिविधि किताबें";
export const authorsLine = "लेखक जिन्हें भारत के बच्चे पसंद करते हैं";
export const brandsLine = "माता-पिता के भरोसे के नाम, सब एक जगह";
export const pauseScrolling = "स्क्रॉल रोकें";
export const resumeScrolling = "स्क्रॉल फिर चलाएँ";

export const carousel = "कैरोसेल";
export const slide = "स्लाइड";
export const loadingSection = (title: string) => `${title} खुल रहा है`;
export const inStock = "स्टॉक में है";
export const outOfStock = "स्टॉक में नहीं";
export const winterHeroAlt = "नन्हों को गरम रखने के लिए जैकेट, स्वेटर और ऊनी कपड़े";
export const authorNames = {
	"sudha-murty": "सुधा मूर्ति",
	"ruskin-bond": "रस्किन बॉन्ड",
	"anant-pai": "अनंत पई",
	"paro-anand": "पारो आनंद",
	"devdutt-pattanaik": "देवदत्त पटनायक",
	"sowmya-rajendran": "सौम्या राजेंद्रन",
} as Record<string, string>;
export const sportNames = {
	Cricket: "क्रिकेट",
	Football: "फ़ुटबॉल",
	Basketball: "बास्केटबॉल",
	Tennis: "टेनिस",
	Badminton: "बैडमिंटन",
	Swimming: "तैराकी",
} as Record<string, string>;
