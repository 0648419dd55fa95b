import { text, textTable, translateFromEnglish } from "@pitara/shared/i18n";
import { DLT_VAR_MAX, renderBody, DLT_VAR as V } from "./dlt.ts";

export type DltCategory = "service_implicit" | "service_explicit" | "transactional" | "promotional";
export type WhatsAppCategory = "utility" | "marketing" | "authentication";

/** One event's template in one language, as the shop registered it with DLT and with WhatsApp. */
export interface MessageTemplate {
	key: string;
	language: string;
	smsEntityId: string;
	smsHeader: string;
	smsTemplateId: string;
	dltCategory: DltCategory;
	smsBody: string;
	waTemplateName: string;
	waLanguage: string;
	waCategory: WhatsAppCategory;
	linkDomains: string[];
}

export interface TemplateDefault {
	key: string;
	/** what the event is, for the console */
	label: string;
	dltCategory: DltCategory;
	waCategory: WhatsAppCategory;
	smsBody: string;
	/**
	 * The Hindi body registered beside the English (issue 31 with issue 26, decision 062): the same values in the same
	 * order, so a shopper whose account language is Hindi gets this text with the English one's values. An event
	 * without one (its values are English words: a return's status, a reason) is sent in English to everyone.
	 */
	smsBodyHi?: string;
	/**
	 * An event whose values the shop's code words in English (a return's step, "2 items are"): each value put into
	 * Hindi for the Hindi body, or null when one cannot be (the message then goes in English). Without it the values
	 * go as they are (numbers, amounts, dates, names, links). Decision 069.
	 */
	valuesHi?: (values: readonly string[]) => string[] | null;
	/** the values of a sample message, as the shop's code words it (preview and "Send a test") */
	sample: string[];
}

/** The shop's DLT entity and header until staff register their own (placeholders; the console edits them). */
export const DEFAULT_ENTITY_ID = "1101000000000000000";
export const DEFAULT_HEADER = "PITARA";
export const DEFAULT_LINK_DOMAINS = ["pitara.in"];
export const LANGUAGES = ["en", "hi"] as const;
export type TemplateLanguage = (typeof LANGUAGES)[number];

const orderBody = (rest: string) => `Pitara: your order #${V} ${rest}`;
const orderBodyHi = (rest: string) => `Pitara: आपका ऑर्डर #${V} ${rest}`;
const WHEN_SHIPPED_HI = "भेजे जाने पर हम आपको संदेश भेजेंगे।";

/** The NDR text's reason when the courier gave none (workflows/ndr-rto.ts). */
export const NDR_NO_REASON = "address not reached";

/** The couriers' usual reasons for a failed delivery (as scans word them, lower case) in Hindi, 30 characters at most. */
const NDR_REASONS_HI: Readonly<Record<string, string>> = {
	[NDR_NO_REASON]: "पते तक नहीं पहुँच सके",
	"customer not available": "आप उपलब्ध नहीं थे",
	"consignee not available": "आप उपलब्ध नहीं थे",
	"customer unavailable": "आप उपलब्ध नहीं थे",
	"door locked": "दरवाज़ा बंद था",
	"premises closed": "दरवाज़ा बंद था",
	"address incomplete": "पता अधूरा है",
	"incomplete address": "पता अधूरा है",
	"wrong address": "पता ग़लत है",
	"customer refused": "आपने पार्सल नहीं लिया",
	"refused by customer": "आपने पार्सल नहीं लिया",
	"customer not reachable": "फ़ोन पर बात नहीं हो सकी",
	"phone not reachable": "फ़ोन पर बात नहीं हो सकी",
	"cod amount not ready": "नकद रक़म तैयार नहीं थी",
	"future delivery requested": "आपने बाद में डिलीवरी माँगी",
};

/**
 * A return's step value, "(R1042-1) has been picked up", and its details ("see My Orders") in Hindi, from the returns'
 * texts and their Hindi twin (messages/returns.ts `smsStep`, `smsSteps`, `smsDetails`); null for a step not listed.
 */
function returnValuesHi([order = "", step = "", details = ""]: readonly string[]): string[] | null {
	const parts = /^\((.*?)\) (.+)$/.exec(step);
	const english = textTable("en", "returns.smsSteps") ?? {};
	const hindi = textTable("hi", "returns.smsSteps") ?? {};
	const status = parts ? Object.keys(english).find((key) => english[key] === parts[2]) : undefined;
	const stepHi = status === undefined ? undefined : hindi[status];
	const detailsHi = translateFromEnglish(details, "hi");
	if (!parts || stepHi === undefined || detailsHi === details) return null;
	const worded = [order, text("hi", "returns.smsStep", [parts[1], stepHi]), detailsHi];
	// a DLT value holds 30 characters at most: a longer one goes in English
	return worded.every((value) => value.length <= DLT_VAR_MAX) ? worded : null;
}

/**
 * Items cancelled from an order: the units' count as the workflow words it ("1 item", "2 items"; a DLT value holds
 * no names) in Hindi, the order number and amounts as they are; null for other words (then the message goes in English).
 */
function unitsValuesHi([what = "", ...rest]: readonly string[]): string[] | null {
	const count = /^(\d+) items?$/.exec(what)?.[1];
	return count === undefined ? null : [`${count} सामान`, ...rest];
}

/** Where a refund was made, as the shop's code words it (lower case), in Hindi ("… में भेज दिया गया है"). */
const REFUND_TO_HI: Readonly<Record<string, string>> = {
	"your card": "आपके कार्ड",
	"your bank account": "आपके बैंक खाते",
	"your upi account": "आपके UPI खाते",
	"your original payment method": "आपके भुगतान के तरीके",
	"your gift card": "आपके गिफ़्ट कार्ड",
	"your pitara credit": "आपके Pitara Credit",
	"pitara credit": "Pitara Credit",
};

/**
 * Every event that messages a shopper, with its registered body. The bodies
 * are the words the shop's code sends (orders' `sms`, accounts' `smsText`):
 * a text that matches none of them is refused before it leaves.
 */
export const TEMPLATE_DEFAULTS: readonly TemplateDefault[] = [
	{
		key: "login-code",
		label: "Login code",
		dltCategory: "service_implicit",
		waCategory: "authentication",
		smsBody: `Your Pitara login code is ${V}. It expires in ${V} minutes. Never share it with anyone, not even Pitara staff.`,
		smsBodyHi: `आपका Pitara लॉग इन कोड ${V} है। यह ${V} मिनट में ख़त्म हो जाएगा। इसे किसी को न बताएँ, Pitara के कर्मचारियों को भी नहीं।`,
		sample: ["482913", "5"],
	},
	{
		key: "order-placed",
		label: "Order placed (paid online)",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`of ${V} is confirmed. Payment received. We will message you when it ships.`),
		smsBodyHi: orderBodyHi(`(${V}) पक्का हो गया है। भुगतान मिल गया। ${WHEN_SHIPPED_HI}`),
		sample: ["1042", "₹1,299.00"],
	},
	{
		key: "order-placed-gift-card",
		label: "Order placed (paid by gift card)",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`of ${V} is confirmed. Paid with your gift card. We will message you when it ships.`),
		smsBodyHi: orderBodyHi(`(${V}) पक्का हो गया है। आपके गिफ़्ट कार्ड से भुगतान हो गया। ${WHEN_SHIPPED_HI}`),
		sample: ["1042", "₹1,299.00"],
	},
	{
		key: "cod-confirmation",
		label: "COD confirmation",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`of ${V} is confirmed. Please pay ${V} in cash on delivery. We will message you when it ships.`),
		smsBodyHi: orderBodyHi(`(${V}) पक्का हो गया है। कृपया डिलीवरी पर ${V} नकद दें। ${WHEN_SHIPPED_HI}`),
		sample: ["1042", "₹1,299.00", "₹1,299.00"],
	},
	{
		key: "order-confirmed",
		label: "Order confirmed (being prepared)",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("is being prepared."),
		smsBodyHi: orderBodyHi("तैयार किया जा रहा है।"),
		sample: ["1042"],
	},
	{
		key: "order-shipped",
		label: "Order shipped",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("has been shipped and is on its way."),
		smsBodyHi: orderBodyHi("भेज दिया गया है और रास्ते में है।"),
		sample: ["1042"],
	},
	{
		key: "order-out-for-delivery",
		label: "Out for delivery",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("is out for delivery today."),
		smsBodyHi: orderBodyHi("आज डिलीवरी के लिए निकल चुका है।"),
		sample: ["1042"],
	},
	{
		key: "shipment-picked-up",
		label: "Parcel picked up",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`is on its way with ${V}, AWB ${V}.`),
		smsBodyHi: orderBodyHi(`${V} के साथ रास्ते में है, AWB ${V}।`),
		sample: ["1042", "DTDC", "D9000001"],
	},
	{
		key: "shipment-out-for-delivery",
		label: "Parcel out for delivery",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`is out for delivery today with ${V}, AWB ${V}.`),
		smsBodyHi: orderBodyHi(`आज ${V} के साथ डिलीवरी के लिए निकल चुका है, AWB ${V}।`),
		sample: ["1042", "DTDC", "D9000001"],
	},
	{
		key: "order-delivered",
		label: "Order delivered",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("has been delivered. Thank you for shopping with Pitara!"),
		smsBodyHi: orderBodyHi("पहुँचा दिया गया है। Pitara से ख़रीदारी के लिए धन्यवाद!"),
		sample: ["1042"],
	},
	{
		key: "order-cancelled",
		label: "Order cancelled",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("has been cancelled."),
		smsBodyHi: orderBodyHi("रद्द कर दिया गया है।"),
		sample: ["1042"],
	},
	{
		key: "order-cancelled-refund",
		label: "Order cancelled with a refund",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody(`has been cancelled. Your payment of ${V} will be refunded.`),
		smsBodyHi: orderBodyHi(`रद्द कर दिया गया है। आपका ${V} का भुगतान वापस किया जाएगा।`),
		sample: ["1042", "₹1,299.00"],
	},
	{
		key: "order-lines-cancelled",
		label: "Items cancelled from an order",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: ${V} cancelled from your order #${V}. Order total now ${V}.`,
		// the values in the English body's order (the catalogue's Hindi twin names the order first)
		smsBodyHi: `Pitara: ${V} आपके ऑर्डर #${V} से रद्द कर दिया गया। ऑर्डर का कुल अब ${V} है।`,
		valuesHi: unitsValuesHi,
		sample: ["1 item", "1042", "₹849.00"],
	},
	{
		key: "order-lines-cancelled-refund",
		label: "Items cancelled from an order, with a refund",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: ${V} cancelled from your order #${V}. ${V} will be refunded. Order total now ${V}.`,
		smsBodyHi: `Pitara: ${V} आपके ऑर्डर #${V} से रद्द कर दिया गया। ${V} वापस किए जाएँगे। ऑर्डर का कुल अब ${V} है।`,
		valuesHi: unitsValuesHi,
		sample: ["2 items", "1042", "₹499.00", "₹849.00"],
	},
	{
		key: "order-expired",
		label: "Order cancelled, payment not completed",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: orderBody("was cancelled because its payment was not completed in time."),
		smsBodyHi: orderBodyHi("रद्द कर दिया गया क्योंकि उसका भुगतान समय पर पूरा नहीं हुआ।"),
		sample: ["1042"],
	},
	{
		key: "refund-made",
		label: "Refund made",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: a refund of ${V} for your order #${V} has been made to ${V}. It can take 5-7 working days to show.`,
		smsBodyHi: `Pitara: ${V} का रिफ़ंड आपके ऑर्डर #${V} के लिए ${V} में भेज दिया गया है। इसे दिखने में 5-7 कामकाजी दिन लग सकते हैं।`,
		valuesHi: ([amount = "", order = "", to = ""]) => {
			const toHi = REFUND_TO_HI[to.toLowerCase()];
			return toHi === undefined ? null : [amount, order, toHi];
		},
		sample: ["₹1,299.00", "1042", "your card"],
	},
	{
		key: "return-update",
		label: "Return update",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: your return for order #${V} ${V}. Details: ${V}`,
		smsBodyHi: text("hi", "returns.sms", [V, V, V]),
		valuesHi: returnValuesHi,
		sample: ["1042", "(R1042) has been picked up", "see My Orders"],
	},
	{
		key: "back-in-stock",
		label: "Back in stock",
		dltCategory: "service_explicit",
		waCategory: "utility",
		smsBody: `Pitara: ${V} in size ${V} is back in stock. Buy it before it goes: ${V}`,
		smsBodyHi: `Pitara: ${V} साइज़ ${V} में फिर से स्टॉक में है। ख़त्म होने से पहले ख़रीदें: ${V}`,
		sample: ["Cotton Frock", "5-6 Y", "https://pitara.in/p/12"],
	},
	{
		key: "price-drop",
		label: "Price drop",
		dltCategory: "promotional",
		waCategory: "marketing",
		smsBody: `Pitara: ${V} on your wishlist is now ${V}, down from ${V}. See it: ${V}`,
		smsBodyHi: `Pitara: आपकी विशलिस्ट का ${V} अब ${V} का है, पहले ${V} का था। देखें: ${V}`,
		sample: ["Cotton Frock", "₹799.00", "₹999.00", "https://pitara.in/p/12"],
	},
	{
		key: "cart-reminder",
		label: "Cart reminder",
		dltCategory: "promotional",
		waCategory: "marketing",
		smsBody: `Pitara: ${V} still waiting in your cart. Complete your order: ${V}`,
		smsBodyHi: `Pitara: आपके कार्ट में अब भी ${V}। अपना ऑर्डर पूरा करें: ${V}`,
		valuesHi: ([what = "", link = ""]) => {
			const count = /^(\d+) items? (?:is|are)$/.exec(what)?.[1];
			if (count === undefined) return null;
			return [count === "1" ? "1 सामान रखा है" : `${count} सामान रखे हैं`, link];
		},
		sample: ["2 items are", "https://pitara.in/cart"],
	},
	{
		key: "shipment-undelivered",
		label: "Delivery failed: choose a new date",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: we could not deliver your order #${V} (${V}). Choose a new date or correct the address by ${V}: ${V}/l/${V}`,
		smsBodyHi: `Pitara: हम आपका ऑर्डर #${V} डिलीवर नहीं कर पाए (${V})। ${V} तक नई तारीख़ चुनें या पता ठीक करें: ${V}/l/${V}`,
		// the couriers' common reasons in Hindi; another stays in the courier's words, as the Hindi NDR page shows it
		valuesHi: (values) =>
			values.map((value, index) => (index === 1 ? (NDR_REASONS_HI[value.toLowerCase()] ?? value) : value)),
		sample: ["1042", "Customer not available", "29 Nov, 6:15 pm", "https://pitara.in", "q1w2e3r4t5y6u7i8o9p0aa"],
	},
	{
		key: "cod-confirm-request",
		label: "Confirm a cash on delivery order",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: please confirm your cash on delivery order #${V} of ${V} by ${V}, or it will be cancelled: ${V}/l/${V}`,
		smsBodyHi: `Pitara: कृपया अपने कैश ऑन डिलीवरी ऑर्डर #${V} (${V}) की पुष्टि ${V} तक करें, वरना यह रद्द हो जाएगा: ${V}/l/${V}`,
		sample: ["1042", "₹2,499.00", "28 Nov, 6:15 pm", "https://pitara.in", "q1w2e3r4t5y6u7i8o9p0aa"],
	},
	{
		key: "cod-confirm-request-saving",
		label: "Confirm a cash on delivery order (or pay online and save)",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: please confirm your cash on delivery order #${V} of ${V} by ${V}, or pay online and save ${V}: ${V}/l/${V}`,
		smsBodyHi: `Pitara: कृपया अपने कैश ऑन डिलीवरी ऑर्डर #${V} (${V}) की पुष्टि ${V} तक करें, या ऑनलाइन भुगतान करें और ${V} बचाएँ: ${V}/l/${V}`,
		sample: ["1042", "₹2,499.00", "28 Nov, 6:15 pm", "₹50.00", "https://pitara.in", "q1w2e3r4t5y6u7i8o9p0aa"],
	},
	{
		// the answer to a shopper's own question (issue 27 item 5): a service message, no marketing consent asked
		key: "contact-reply",
		label: "Reply to a contact message",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: we have answered your message of ${V}. Please see our e-mail to ${V}.`,
		smsBodyHi: `Pitara: आपके ${V} के संदेश का जवाब हमने दे दिया है। कृपया ${V} पर भेजा हमारा ई-मेल देखें।`,
		sample: ["26 Nov", "ka•••@example.in"],
	},
	{
		key: "data-export-ready",
		label: "Data download ready (privacy)",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara: your data download is ready. Find it in your account under Privacy until ${V}.`,
		smsBodyHi: text("hi", "privacyCentre.exportReadySms", [V]),
		sample: ["4 Dec 2026"],
	},
	// the shop's own owner told of news (issue 27 item 5, decision 068): transactional to the business itself, not a
	// shopper's message: no consent ledger, no quiet hours. Appended last so the other events' placeholder IDs stay.
	{
		key: "owner-new-order",
		label: "Owner alert: new order",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara shop: new order #${V} of ${V}, ${V}. Open it: ${V}/admin/orders/${V}`,
		smsBodyHi: `Pitara दुकान: नया ऑर्डर #${V}, ${V}, ${V}। खोलें: ${V}/admin/orders/${V}`,
		sample: ["1042", "₹1,299", "cash on delivery", "https://pitara.in", "1042"],
	},
	{
		key: "owner-new-message",
		label: "Owner alert: new contact message",
		dltCategory: "service_implicit",
		waCategory: "utility",
		smsBody: `Pitara shop: new message from ${V}. Answer it: ${V}/admin/messages/${V}`,
		smsBodyHi: `Pitara दुकान: ${V} का नया संदेश आया है। जवाब दें: ${V}/admin/messages/${V}`,
		sample: ["Neha Kapoor", "https://pitara.in", "57"],
	},
];

export const TEMPLATE_KEYS = TEMPLATE_DEFAULTS.map((entry) => entry.key);

export function defaultOf(key: string): TemplateDefault | undefined {
	return TEMPLATE_DEFAULTS.find((entry) => entry.key === key);
}

/** The default template of an event in a language (placeholder IDs numbered by the event's place). */
export function defaultTemplate(entry: TemplateDefault, language: string): MessageTemplate {
	const n = TEMPLATE_DEFAULTS.indexOf(entry) + 1;
	// a Hindi template is registered apart on DLT: its own ID (placeholders …100nnn beside English's …000nnn)
	const hindi = language === "hi" && entry.smsBodyHi !== undefined;
	return {
		key: entry.key,
		language,
		smsEntityId: DEFAULT_ENTITY_ID,
		smsHeader: DEFAULT_HEADER,
		smsTemplateId: `1107000000000${hindi ? "100" : "000"}${String(n).padStart(3, "0")}`,
		dltCategory: entry.dltCategory,
		smsBody: hindi ? (entry.smsBodyHi as string) : entry.smsBody,
		waTemplateName: entry.key.replaceAll("-", "_"),
		waLanguage: language,
		waCategory: entry.waCategory,
		linkDomains: [...DEFAULT_LINK_DOMAINS],
	};
}

/** Whether an event has a template in a language (English: every event; Hindi: those with a Hindi body). */
export function hasLanguage(entry: TemplateDefault, language: string): boolean {
	return language === "en" || (language === "hi" && entry.smsBodyHi !== undefined);
}

/**
 * The values of a message for its template's language: as they are for English; for Hindi, put into Hindi by the
 * event's `valuesHi` (null: one cannot be, and the message goes in English).
 */
export function valuesIn(key: string, language: string, values: readonly string[]): string[] | null {
	if (language === "en") return [...values];
	const entry = defaultOf(key);
	return entry?.valuesHi ? entry.valuesHi(values) : [...values];
}

/** The sample message of an event, as the shop's code words it (in a language it has). */
export function sampleText(entry: TemplateDefault, language = "en"): string {
	if (language === "hi" && entry.smsBodyHi)
		return renderBody(entry.smsBodyHi, valuesIn(entry.key, "hi", entry.sample) ?? entry.sample);
	return renderBody(entry.smsBody, entry.sample);
}
