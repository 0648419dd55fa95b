/** Hindi twin of ../payment.ts. */
export const paid = "भुगतान मिल गया। धन्यवाद!";
export const awaiting = "ऑर्डर हो गया। इसे पक्का करने के लिए कृपया भुगतान पूरा करें।";
export const failed = "आपका भुगतान नहीं हो पाया। आप फिर से कोशिश कर सकते हैं।";
export const invalidSignature = "हम इस भुगतान की पुष्टि नहीं कर पाए। आपके ऑर्डर पर कोई पैसा नहीं लिया गया है।";
export const tooManyAttempts = (max: number) =>
	`इस ऑर्डर पर ${max} बार भुगतान की कोशिश हो चुकी है, जो सबसे ज़्यादा सीमा है। कृपया इसे रद्द करके नया ऑर्डर करें, या अगर आपके खाते से पैसा कटा है तो हमसे संपर्क करें।`;
export const notCaptured =
	"आपके बैंक ने अभी इस भुगतान की पुष्टि नहीं की है, इसलिए ऑर्डर अभी बिना भुगतान का है। कृपया कुछ मिनट बाद फिर से देखें।";
export const expired = "इस ऑर्डर के भुगतान का समय खत्म हो गया, इसलिए इसे रद्द कर दिया गया। कृपया फिर से ऑर्डर करें।";
export const alreadyPaid = "इस ऑर्डर का भुगतान हो चुका है";
export const notPayable = "इस ऑर्डर का भुगतान ऑनलाइन नहीं हो सकता";
export const nothingToPay = "इस ऑर्डर पर अब कुछ भी चुकाना बाकी नहीं है।";
export const late = "आपका भुगतान ऑर्डर की अवधि खत्म होने के बाद पहुँचा। यह 7-10 कामकाजी दिनों में वापस कर दिया जाएगा।";
export const gatewayFailed = "भुगतान सेवा से जवाब नहीं आया। कृपया थोड़ी देर में फिर से कोशिश करें।";
export const retry = "फिर से भुगतान करें";
export const payNow = "अभी भुगतान करें";
export const waiting = (minutes: number) => `कृपया ${minutes} मिनट के अंदर भुगतान पूरा करें, नहीं तो ऑर्डर रद्द हो जाएगा।`;

export const order = "ऑर्डर #";
export const amountToPay = "चुकाने की रकम";
export const paymentMethod = "भुगतान का तरीका";
export const payBefore = "इससे पहले भुगतान करें";
export const yourItemsAreHeld = "तब तक आपका सामान आपके लिए रखा है; उसके बाद ऑर्डर रद्द हो जाएगा।";
export const confirmingYourPayment = "आपके भुगतान की पुष्टि हो रही है";
export const confirmingYourPayment2 = "आपके भुगतान की पुष्टि हो रही है…";
export const loadingYourOrder = "आपका ऑर्डर खुल रहा है";
export const tryAgain = "फिर से कोशिश करें";
export const payment = "भुगतान";
