/** Hindi twin of ../size-guide.ts. */
export const sizeGuide = "साइज़ गाइड";
export const childrenGrowAtTheir =
	"हर बच्चा अपनी रफ़्तार से बढ़ता है, इसलिए सिर्फ़ उम्र नहीं, अपने बच्चे के नाप देखकर साइज़ चुनें। ये शरीर के नाप हैं; हमारे कपड़ों में हिलने-डुलने और बढ़ने की जगह पहले से रखी गई है।";
export const sizeCharts = "साइज़ चार्ट";
export const howToMeasure = "नाप कैसे लें";
export const betweenTwoSizes = "दो साइज़ के बीच में हैं?";
export const chooseTheLargerOne = " बड़ा वाला चुनें। 30 दिन के अंदर दूसरे साइज़ से बदलना मुफ़्त है।";
export const stillUnsure = "फिर भी पक्का नहीं?";
export const askUs = "हमसे पूछें";
export const withYourChildS = "अपने बच्चे की लंबाई और छाती का नाप बताएँ, हम साइज़ सुझा देंगे।";
export const kg = " किलो";
export const cm = " सेमी";
export const inText = " इंच";
export const chosen = "चुना गया";
export const bodyMeasurementsForEach = ": हर साइज़ के लिए शरीर के नाप, सेंटीमीटर और इंच में";
export const size = "साइज़";
export const age = "उम्र";
export const height = "लंबाई";
export const chest = "छाती";
export const waist = "कमर";
export const weight = "वज़न";
export const sizeGuide2 = "साइज़ गाइड";
export const bodyMeasurementsOfYour = "ये आपके बच्चे के शरीर के नाप हैं, कपड़े के नहीं। ";
export const chooseTheLargerOne2 = " बड़ा वाला चुनें।";
export const howToMeasureAnd = "नाप कैसे लें, और सारे साइज़ चार्ट";

export const standYourChildStraight =
	"बच्चे को बिना जूतों के, एड़ियाँ मिलाकर दीवार से सटाकर सीधा खड़ा करें। सिर के ऊपर निशान लगाएँ और ज़मीन से नापें।";
export const measureAroundTheFullest = "छाती के सबसे चौड़े हिस्से के चारों ओर, बाँहों के नीचे से नापें; फ़ीता कसा रहे पर तंग न हो।";
export const measureAroundTheNatural = "कमर को नाभि के ठीक ऊपर, हल्के कपड़ों के ऊपर से चारों ओर नापें।";
export const girls113Years = "लड़कियाँ (1-13 साल)";
export const frocksTopsLeggingsEthnic = "फ़्रॉक, टॉप, लेगिंग, पारंपरिक कपड़े और सर्दियों के कपड़े।";
export const boys113Years = "लड़के (1-13 साल)";
export const tShirtsShirtsShorts = "टी-शर्ट, शर्ट, शॉर्ट्स, जींस, कुर्ता सेट और सर्दियों के कपड़े।";
export const infants024Months = "शिशु (0-24 महीने)";
export const onesiesRompersJhablasSleep = "वनसी, रोम्पर, झबले, स्लीप सूट और सेट। पहले महीनों में वज़न से सबसे ज़्यादा मदद मिलती है।";

export const sizeChartOf = (title: string) => `${title} का साइज़ चार्ट`;
export const bibsFits = "बिब: एक ही साइज़, गले पर एडजस्ट होने वाले बटन के साथ, नवजात से दो साल तक।";
