import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";

/**
 * The catalogue's English is SPEC.md's text, word for word, for the texts SPEC.md fixes and the web's and API's tests
 * already pin (SPEC.md §5 home, §8 listing and product, §9 cart, §10 checkout, §3 login). A second language is another
 * catalogue of the same ids; these English values never change with it.
 */
const SPEC_TEXTS: [string, string][] = [
	["catalog.productsFailed", "Failed to load products"],
	["catalog.filtersFailed", "Failed to load filters"],
	["catalog.categoriesFailed", "Failed to load categories"],
	["catalog.loadingCategories", "Loading categories..."],
	["catalog.noSubcategories", "No subcategories found"],
	["catalog.invalidProduct", "Invalid product data structure"],
	["catalog.errorLoadingProduct", "Error Loading Product"],
	["catalog.productNotFound", "Product not found"],
	["catalog.noSimilar", "No similar products found"],
	["catalog.reviewSubmitted", "Review submitted successfully!"],
	["home.invalidBanners", "Invalid API response structure"],
	["home.noBannerResponse", "No response received from API"],
	["cart.loginToAdd", "Please login to add items to cart"],
	["cart.loginToUpdate", "Please login to update cart"],
	["checkout.selectBoth", "Please select both address and payment method"],
	["checkout.selectAddress", "Please select a delivery address"],
	["checkout.selectPayment", "Please select a payment method"],
	["checkout.noAddresses", "No addresses found. Please add an address to continue."],
	["login.resendFailed", "Failed to resend OTP. Please try again."],
];

/** The catalogue's text for an id `domain.key`. */
function lookup(id: string): unknown {
	const [domain, key] = id.split(".") as [keyof typeof messages, string];
	return (messages[domain] as Record<string, unknown> | undefined)?.[key];
}

describe("the messages catalogue's English", () => {
	it.each(SPEC_TEXTS)("%s is SPEC.md's text", (id, text) => {
		expect(lookup(id)).toBe(text);
	});
});
