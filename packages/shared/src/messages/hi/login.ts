/** Hindi twin of ../login.ts. */
export const failed = "लॉग इन नहीं हो पाया";
export const somethingWrong = "कुछ गड़बड़ हो गई।";
export const resendFailed = "OTP दोबारा नहीं भेजा जा सका। कृपया फिर से कोशिश करें।";
export const noAccount = "इस फ़ोन नंबर से कोई खाता नहीं मिला। कृपया पहले रजिस्टर करें।";
export const codeSent = "हमने आपके फ़ोन पर 6 अंकों का कोड भेजा है।";
export const sendFailed = "हम कोड नहीं भेज पाए। कृपया फिर से कोशिश करें।";
export const codeWrong = (triesLeft: number) =>
	`यह कोड सही नहीं है। आपके पास ${triesLeft} ${triesLeft === 1 ? "मौका" : "मौके"} बचे हैं।`;
export const codeExpired = "इस कोड की अवधि खत्म हो गई है या इसकी जगह नया कोड आ गया है। कृपया नया कोड मँगाएँ।";
export const tooManyTries = "बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।";
export const dailyLimit = "आज इस फ़ोन पर बहुत बार गलत कोड डाला गया। कृपया कल फिर से कोशिश करें।";
export const resendWait = (seconds: number) => `दूसरा कोड मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`;
export const hourlyLimit = (minutes: number) => `आपने बहुत सारे कोड मँगाए हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`;
export const loggedIn = "लॉग इन हो गया";
export const loggedOut = "आप लॉग आउट हो गए हैं।";
export const loggedOutEverywhere = "आप सभी डिवाइस से लॉग आउट हो गए हैं।";
export const logoutEverywhereFailed = "हम आपको सभी डिवाइस से लॉग आउट नहीं कर पाए। कृपया फिर से कोशिश करें।";

export const login = "लॉग इन";
export const logInWithYour = "अपने फ़ोन नंबर और एक बार के कोड (OTP) से लॉग इन करें।";
export const newToPitara = "Pitara पर नए हैं?";
export const createAnAccount = "खाता बनाएँ";
export const register = "रजिस्टर करें";
export const phoneNumber = "फ़ोन नंबर";
export const codeSentTo = "कोड भेजा गया: ";
export const changeNumber = "नंबर बदलें";
export const oneTimeCode = "एक बार का कोड (OTP)";
export const t6DigitCode = "6 अंकों का कोड";
export const resendOtpIn = "OTP दोबारा भेजने के लिए ";
export const s = " सेकंड रुकें";
export const didnTGetThe = "कोड नहीं मिला?";
export const resendOtp = "OTP दोबारा भेजें";
export const networkLimit = "आपके नेटवर्क से बहुत सारे कोड मँगाए गए। कृपया थोड़ी देर बाद फिर से कोशिश करें।";

export const logIn = "लॉग इन करें";
export const moreTime = "मुझे कोड डालने के लिए ज़्यादा समय चाहिए (15 मिनट)";
export const codeWorksFor = (minutes: number) => `केवल अंक। यह कोड ${minutes} मिनट तक काम करेगा।`;

export const sendingCode = "कोड भेजा जा रहा है…";
export const sendOtp = "OTP भेजें";
export const checking = "जाँच हो रही है…";
export const verifyAndLogin = "सत्यापित करें और लॉग इन करें";
export const phoneHint = "हम इस नंबर पर 6 अंकों का कोड भेजेंगे।";
