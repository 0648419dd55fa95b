/** Hindi twin of ../footer.ts: the footer's texts. */

export const about = "बच्चों के कपड़े, खिलौने, किताबें और छोटे-छोटे ख़ज़ाने, माता-पिता के चुने हुए, पूरे भारत में पहुँचाए जाते हैं।";
export const shop = "ख़रीदारी";
export const help = "मदद";
export const followUs = "हमसे जुड़ें";
export const safetyNotice =
	"सुरक्षा सूचना: हमारे खिलौने भारतीय खिलौना सुरक्षा मानकों (BIS) पर खरे हैं। छोटे पुर्ज़ों वाले सामान 3 साल से छोटे बच्चों के लिए नहीं हैं। छोटे बच्चे खेलें तो हमेशा पास रहें।";
export const pricesIncludeGst = "। कीमतों में GST शामिल है।";
export const girls = "लड़कियाँ (2-12 साल)";
export const boys = "लड़के (2-12 साल)";
export const infants = "शिशु (0-24 महीने)";
export const accessories = "एक्सेसरीज़";
export const toys = "खिलौने और खेल";
export const ourStory = "हमारी कहानी";
export const contactUs = "हमसे संपर्क करें";
export const faq = "सवाल-जवाब";
export const shipping = "शिपिंग और डिलीवरी";
export const sizeGuide = "साइज़ गाइड";
export const privacy = "प्राइवेसी और वापसी";
export const safety = "सामान की सुरक्षा";
export const joinFamily = "Pitara परिवार से जुड़ें";
export const newsletterOffer = "पहले ऑर्डर पर 15% छूट पाएँ, साथ में नए सामान और ऑफ़र की ख़बर।";
export const grievanceOfficer = "शिकायत अधिकारी";
