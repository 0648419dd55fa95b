/**
 * The Hindi catalogue is whole (issue 31): each Hindi module (messages/hi/<domain>.ts) has the ids of its English
 * module, no more and no fewer, each a text, a function of the same values or a table of the same keys.
 * `npm run typecheck` checks the shapes (both ways, so a missing and an extra id both fail); the tests below check
 * that no Hindi text is empty or left in English. Generated from the file list; add a line for a new module.
 */
import { describe, expect, it } from "vitest";
import * as catalogue from "../../messages.ts";
import * as en_about from "../about.ts";
import * as en_addresses from "../addresses.ts";
import * as en_afterSale from "../after-sale.ts";
import * as en_alerts from "../alerts.ts";
import * as en_amounts from "../amounts.ts";
import * as en_cart from "../cart.ts";
import * as en_catalog from "../catalog.ts";
import * as en_checkout from "../checkout.ts";
import * as en_contact from "../contact.ts";
import * as en_errors from "../errors.ts";
import * as en_faq from "../faq.ts";
import * as en_footer from "../footer.ts";
import * as en_giftCard from "../gift-card.ts";
import * as en_heads from "../heads.ts";
import * as en_home from "../home.ts";
import * as en_language from "../language.ts";
import * as en_listing from "../listing.ts";
import * as en_login from "../login.ts";
import * as en_newsletter from "../newsletter.ts";
import * as en_orders from "../orders.ts";
import * as en_payment from "../payment.ts";
import * as en_price from "../price.ts";
import * as en_privacy from "../privacy.ts";
import * as en_privacyCentre from "../privacy-centre.ts";
import * as en_privacyNotice from "../privacy-notice.ts";
import * as en_profile from "../profile.ts";
import * as en_promo from "../promo.ts";
import * as en_registration from "../registration.ts";
import * as en_returns from "../returns.ts";
import * as en_reviews from "../reviews.ts";
import * as en_shell from "../shell.ts";
import * as en_shipping from "../shipping.ts";
import * as en_sizeGuide from "../size-guide.ts";
import type { Messages } from "../types.ts";
import * as en_ui from "../ui.ts";
import * as en_wishlist from "../wishlist.ts";
import * as hi_about from "./about.ts";
import * as hi_addresses from "./addresses.ts";
import * as hi_afterSale from "./after-sale.ts";
import * as hi_alerts from "./alerts.ts";
import * as hi_amounts from "./amounts.ts";
import * as hi_cart from "./cart.ts";
import * as hi_catalog from "./catalog.ts";
import * as hi_checkout from "./checkout.ts";
import * as hi_contact from "./contact.ts";
import * as hi_errors from "./errors.ts";
import * as hi_faq from "./faq.ts";
import * as hi_footer from "./footer.ts";
import * as hi_giftCard from "./gift-card.ts";
import * as hi_heads from "./heads.ts";
import * as hi_home from "./home.ts";
import * as hi_language from "./language.ts";
import * as hi_listing from "./listing.ts";
import * as hi_login from "./login.ts";
import * as hi_newsletter from "./newsletter.ts";
import * as hi_orders from "./orders.ts";
import * as hi_payment from "./payment.ts";
import * as hi_price from "./price.ts";
import * as hi_privacy from "./privacy.ts";
import * as hi_privacyCentre from "./privacy-centre.ts";
import * as hi_privacyNotice from "./privacy-notice.ts";
import * as hi_profile from "./profile.ts";
import * as hi_promo from "./promo.ts";
import * as hi_registration from "./registration.ts";
import * as hi_returns from "./returns.ts";
import * as hi_reviews from "./reviews.ts";
import * as hi_shell from "./shell.ts";
import * as hi_shipping from "./shipping.ts";
import * as hi_sizeGuide from "./size-guide.ts";
import * as hi_ui from "./ui.ts";
import * as hi_wishlist from "./wishlist.ts";

const _about: [Messages<typeof en_about>, Messages<typeof hi_about>] = [hi_about, en_about];
const _addresses: [Messages<typeof en_addresses>, Messages<typeof hi_addresses>] = [hi_addresses, en_addresses];
const _afterSale: [Messages<typeof en_afterSale>, Messages<typeof hi_afterSale>] = [hi_afterSale, en_afterSale];
const _alerts: [Messages<typeof en_alerts>, Messages<typeof hi_alerts>] = [hi_alerts, en_alerts];
const _amounts: [Messages<typeof en_amounts>, Messages<typeof hi_amounts>] = [hi_amounts, en_amounts];
const _cart: [Messages<typeof en_cart>, Messages<typeof hi_cart>] = [hi_cart, en_cart];
const _catalog: [Messages<typeof en_catalog>, Messages<typeof hi_catalog>] = [hi_catalog, en_catalog];
const _checkout: [Messages<typeof en_checkout>, Messages<typeof hi_checkout>] = [hi_checkout, en_checkout];
const _contact: [Messages<typeof en_contact>, Messages<typeof hi_contact>] = [hi_contact, en_contact];
const _errors: [Messages<typeof en_errors>, Messages<typeof hi_errors>] = [hi_errors, en_errors];
const _faq: [Messages<typeof en_faq>, Messages<typeof hi_faq>] = [hi_faq, en_faq];
const _footer: [Messages<typeof en_footer>, Messages<typeof hi_footer>] = [hi_footer, en_footer];
const _giftCard: [Messages<typeof en_giftCard>, Messages<typeof hi_giftCard>] = [hi_giftCard, en_giftCard];
const _heads: [Messages<typeof en_heads>, Messages<typeof hi_heads>] = [hi_heads, en_heads];
const _home: [Messages<typeof en_home>, Messages<typeof hi_home>] = [hi_home, en_home];
const _language: [Messages<typeof en_language>, Messages<typeof hi_language>] = [hi_language, en_language];
const _listing: [Messages<typeof en_listing>, Messages<typeof hi_listing>] = [hi_listing, en_listing];
const _login: [Messages<typeof en_login>, Messages<typeof hi_login>] = [hi_login, en_login];
const _newsletter: [Messages<typeof en_newsletter>, Messages<typeof hi_newsletter>] = [hi_newsletter, en_newsletter];
const _orders: [Messages<typeof en_orders>, Messages<typeof hi_orders>] = [hi_orders, en_orders];
const _payment: [Messages<typeof en_payment>, Messages<typeof hi_payment>] = [hi_payment, en_payment];
const _price: [Messages<typeof en_price>, Messages<typeof hi_price>] = [hi_price, en_price];
const _privacy: [Messages<typeof en_privacy>, Messages<typeof hi_privacy>] = [hi_privacy, en_privacy];
const _privacyCentre: [Messages<typeof en_privacyCentre>, Messages<typeof hi_privacyCentre>] = [
	hi_privacyCentre,
	en_privacyCentre,
];
const _privacyNotice: [Messages<typeof en_privacyNotice>, Messages<typeof hi_privacyNotice>] = [
	hi_privacyNotice,
	en_privacyNotice,
];
const _profile: [Messages<typeof en_profile>, Messages<typeof hi_profile>] = [hi_profile, en_profile];
const _promo: [Messages<typeof en_promo>, Messages<typeof hi_promo>] = [hi_promo, en_promo];
const _registration: [Messages<typeof en_registration>, Messages<typeof hi_registration>] = [
	hi_registration,
	en_registration,
];
const _returns: [Messages<typeof en_returns>, Messages<typeof hi_returns>] = [hi_returns, en_returns];
const _reviews: [Messages<typeof en_reviews>, Messages<typeof hi_reviews>] = [hi_reviews, en_reviews];
const _shell: [Messages<typeof en_shell>, Messages<typeof hi_shell>] = [hi_shell, en_shell];
const _shipping: [Messages<typeof en_shipping>, Messages<typeof hi_shipping>] = [hi_shipping, en_shipping];
const _sizeGuide: [Messages<typeof en_sizeGuide>, Messages<typeof hi_sizeGuide>] = [hi_sizeGuide, en_sizeGuide];
const _ui: [Messages<typeof en_ui>, Messages<typeof hi_ui>] = [hi_ui, en_ui];
const _wishlist: [Messages<typeof en_wishlist>, Messages<typeof hi_wishlist>] = [hi_wishlist, en_wishlist];

/** Every module's pair, for complete.test.ts: [file name, English namespace, Hindi namespace]. */
const pairs: readonly (readonly [string, object, object])[] = [
	["about", en_about, hi_about],
	["addresses", en_addresses, hi_addresses],
	["after-sale", en_afterSale, hi_afterSale],
	["alerts", en_alerts, hi_alerts],
	["amounts", en_amounts, hi_amounts],
	["cart", en_cart, hi_cart],
	["catalog", en_catalog, hi_catalog],
	["checkout", en_checkout, hi_checkout],
	["contact", en_contact, hi_contact],
	["errors", en_errors, hi_errors],
	["faq", en_faq, hi_faq],
	["footer", en_footer, hi_footer],
	["gift-card", en_giftCard, hi_giftCard],
	["heads", en_heads, hi_heads],
	["home", en_home, hi_home],
	["language", en_language, hi_language],
	["listing", en_listing, hi_listing],
	["login", en_login, hi_login],
	["newsletter", en_newsletter, hi_newsletter],
	["orders", en_orders, hi_orders],
	["payment", en_payment, hi_payment],
	["price", en_price, hi_price],
	["privacy", en_privacy, hi_privacy],
	["privacy-centre", en_privacyCentre, hi_privacyCentre],
	["privacy-notice", en_privacyNotice, hi_privacyNotice],
	["profile", en_profile, hi_profile],
	["promo", en_promo, hi_promo],
	["registration", en_registration, hi_registration],
	["returns", en_returns, hi_returns],
	["reviews", en_reviews, hi_reviews],
	["shell", en_shell, hi_shell],
	["shipping", en_shipping, hi_shipping],
	["size-guide", en_sizeGuide, hi_sizeGuide],
	["ui", en_ui, hi_ui],
	["wishlist", en_wishlist, hi_wishlist],
];
const typeChecks = [
	_about,
	_addresses,
	_afterSale,
	_alerts,
	_amounts,
	_cart,
	_catalog,
	_checkout,
	_contact,
	_errors,
	_faq,
	_footer,
	_giftCard,
	_heads,
	_home,
	_language,
	_listing,
	_login,
	_newsletter,
	_orders,
	_payment,
	_price,
	_privacy,
	_privacyCentre,
	_privacyNotice,
	_profile,
	_promo,
	_registration,
	_returns,
	_reviews,
	_shell,
	_shipping,
	_sizeGuide,
	_ui,
	_wishlist,
];

/**
 * Ids whose Hindi is rightly the English text: brand and place names, codes, tax terms the law fixes in English, and
 * example values a shopper types as they are. Anything else equal to its English, or without a Devanagari letter,
 * fails.
 */
const sameInBothLanguages = new Set([
	// the offer of Hindi is written in Hindi on both pages, as its reader prefers (messages/language.ts)
	"language.offerHindi",
	"language.readInHindi",
	"checkout.welcome15",
	"checkout.pitaraGiftXxxx",
	"checkout.creditApplied",
	// GSTIN is the name on the registration certificate in every language
	"checkout.gstinLabel",
	"newsletter.youExampleCom",
	"home.biotiques",
	"home.biotiques2",
	"price.mrpSr",
	"profile.creditTitle",
	"after-sale.instrument.credit",
	"returns.refundTo.credit",
	"contact.jyotiNivasPark",
	"contact.t80FeetRoad",
	"contact.t17thMain",
	"contact.t1stCross",
	"contact.t5thBlock",
	"orders.gstin",
	"orders.hsnSac",
	"orders.gst",
	"orders.cgst",
	"orders.sgst",
	"orders.igst",
	"orders.parcelCourier",
	// "Name (size, colour) × 1": the product's own name and a count
	"orders.parcelItem",
	"heads.titleOf",
	"returns.smsStep",
	// UPI is its name in every language
	"checkout.paymentModes.UPI",
]);

/**
 * A value that stands in for any argument (a count, a name, a list of choices): it prints as "7", compares as 7 and
 * has the string and list methods the texts call, so every function text can be called without a table of arguments.
 */
const anyValue = Object.assign(["7"], { toLowerCase: () => "7", toUpperCase: () => "7" });

/** Each text of a namespace by its path ("cart.onlyLeft", "returns.reasons.too_small"), functions called. */
function texts(prefix: string, value: unknown, out: Map<string, unknown>): Map<string, unknown> {
	if (typeof value === "function") {
		out.set(prefix, value(...Array.from({ length: Math.max(value.length, 4) }, () => anyValue)));
	} else if (value !== null && typeof value === "object") {
		for (const [key, inner] of Object.entries(value)) texts(`${prefix}.${key}`, inner, out);
	} else {
		out.set(prefix, value);
	}
	return out;
}

describe("Hindi messages (messages/hi)", () => {
	it("has a Hindi module for every English one in the catalogue (messages.ts), each checked by type above", () => {
		const english = new Set(pairs.flatMap(([, namespace]) => [namespace, ...Object.values(namespace)]));
		const missing = Object.entries(catalogue).filter(([name, value]) => name !== "messages" && !english.has(value));
		expect(missing.map(([name]) => name)).toEqual([]);
		expect(typeChecks).toHaveLength(pairs.length);
	});

	it("has every id in both languages, no more and no fewer", () => {
		for (const [name, english, hindi] of pairs) {
			// the same ids, in whatever order each file writes them
			expect([...texts(name, hindi, new Map()).keys()].sort(), name).toEqual(
				[...texts(name, english, new Map()).keys()].sort(),
			);
		}
	});

	it("has no Hindi text empty or left in English", () => {
		const problems: string[] = [];
		let count = 0;
		for (const [name, english, hindi] of pairs) {
			const englishTexts = texts(name, english, new Map());
			for (const [id, text] of texts(name, hindi, new Map())) {
				if (typeof text !== "string") continue;
				count += 1;
				if (text.trim() === "") problems.push(`${id}: empty`);
				else if (sameInBothLanguages.has(id)) continue;
				else if (text === englishTexts.get(id)) problems.push(`${id}: same as English`);
				else if (!/[\u0900-\u097F]/.test(text)) problems.push(`${id}: no Hindi in "${text}"`);
			}
		}
		expect(problems).toEqual([]);
		expect(count).toBeGreaterThan(1000);
		const ids = new Set(pairs.flatMap(([name, , hindi]) => [...texts(name, hindi, new Map()).keys()]));
		expect([...sameInBothLanguages].filter((id) => !ids.has(id))).toEqual([]);
	});

	it("keeps each ₹ amount and value of a text in Hindi", () => {
		for (const [name, english, hindi] of pairs) {
			const englishTexts = texts(name, english, new Map());
			for (const [id, text] of texts(name, hindi, new Map())) {
				const before = String(englishTexts.get(id));
				const rupees = (value: string) => (value.match(/[₹$][\d,]+/g) ?? []).sort();
				expect(rupees(String(text)), id).toEqual(rupees(before));
				const values = (value: string) => (value.match(/7/g) ?? []).length;
				if (typeof (english as Record<string, unknown>)[id.split(".")[1] ?? ""] === "function")
					expect(values(String(text)) >= Math.min(1, values(before)), id).toBe(true);
			}
		}
	});
});
