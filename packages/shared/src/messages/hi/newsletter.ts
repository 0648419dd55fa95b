/** Hindi twin of ../newsletter.ts. */
export const subscribed = "Pitara परिवार से जुड़ने के लिए धन्यवाद!";
export const alreadySubscribed = "आप पहले से हमारी सूची में हैं, धन्यवाद! आपके पहले ऑर्डर का कोड नीचे है।";
export const failed = "अभी हम आपको जोड़ नहीं पाए। कृपया फिर से कोशिश करें।";

export const codeForFirstOrder = (percent: number | null) =>
	`पहले ऑर्डर पर ${percent ?? ""}% छूट के लिए चेकआउट पर यह कोड डालें:`;
export const newsletterSignUp = "न्यूज़लेटर के लिए जुड़ें";
export const parentSEMail = "माता-पिता का ई-मेल";
export const youExampleCom = "you@example.com";
export const join = "जुड़ें";
export const joining = "जुड़ रहे हैं…";
export const copyCode = "कोड कॉपी करें";
export const copied = "कॉपी हो गया";
