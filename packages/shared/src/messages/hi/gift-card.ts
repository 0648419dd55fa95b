/** Hindi twin of ../gift-card.ts. */
export const unknown = "इस कोड का कोई गिफ़्ट कार्ड हमें नहीं मिला";
export const usedUp = "यह गिफ़्ट कार्ड पूरा इस्तेमाल हो चुका है";
export const insufficient = (balance: string, total: string) =>
	`इस गिफ़्ट कार्ड में सिर्फ़ ${balance} बचे हैं, जो ऑर्डर के कुल ${total} के लिए काफ़ी नहीं हैं`;
export const expired = "इस गिफ़्ट कार्ड की अवधि खत्म हो गई है";
export const inactive = "यह गिफ़्ट कार्ड अब चालू नहीं है";
export const balance = (balance: string) => `गिफ़्ट कार्ड बैलेंस: ${balance}`;
/** at order creation, whatever the reason: the specific ones are for the rate-limited balance check */
export const refused = "इस गिफ़्ट कार्ड से यह ऑर्डर नहीं चुकाया जा सकता। भुगतान वाले चरण पर इसका बैलेंस देख लें।";
export const locked = (minutes: number) => `बहुत सारे गिफ़्ट कार्ड कोड नहीं चले। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`;
