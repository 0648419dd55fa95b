import { describe, expect, it } from "vitest";
import { listingSearch, pageAddress, parseListingParams } from "./page-urls.ts";

const address = (url: string) => {
	const parsed = new URL(url, "http://pitara.local");
	return pageAddress(parsed.pathname, parsed.searchParams);
};

describe("pageAddress: one spelling per page", () => {
	it("keeps only the parameters a page reads, as it reads them, in one order", () => {
		expect(address("/products?utm_source=x&sort=zzz&page=abc&category=Girls")).toEqual({
			route: "products",
			path: "/products",
			search: "category=Girls",
		});
		expect(address("/products/?page=2&category=%20Girls%20&sort=price-low&min_price=1e2")).toEqual({
			route: "products",
			path: "/products",
			search: "category=Girls&min_price=100&sort=price-low&page=2",
		});
		expect(address("/about?from=mail")).toEqual({ route: "about", path: "/about", search: "" });
		expect(address("/")).toEqual({ route: "home", path: "/", search: "" });
		expect(address("/checkout/payment/12?razorpay=1")).toEqual({
			route: "payment",
			path: "/checkout/payment/12",
			search: "",
		});
	});

	it("spells a product page's parts one way: decoded, lower case, its variant a whole number", () => {
		const plain = { route: "productDetail", path: "/products/girls/frock-red", search: "" };
		expect(address("/products/girls/frock-red")).toEqual(plain);
		expect(address("/products/GIRLS/Frock%2DRed/")).toEqual(plain);
		expect(address("/products/girls/frock-red?variant=x&ref=1")).toEqual(plain);
		expect(address("/products/girls/frock-red?variant=-3")).toEqual(plain);
		expect(address("/products/girls/frock-red?variant=012")).toEqual({ ...plain, search: "variant=12" });
		expect(address("/product/girls/frock-red")?.route).toBe("productDetailAlt");
		expect(address("/products/girls/%E0%A4")?.path).toBe("/products/girls/%25e0%25a4");
	});

	it("is no page for a path no route matches", () => {
		expect(address("/no-such-page")).toBeNull();
		expect(address("/products/girls/a/b")).toBeNull();
		expect(pageAddress("//products", new URLSearchParams())).toBeNull();
	});

	it("is its own address: the page drawn from the address has the same address (many spellings)", () => {
		const spellings = [
			"/products?name=%20Red%20Frock&brand=Tiny+Tots&age=2-3+years&max_price=999.5",
			"/products?category=Frocks%20%26%20Dresses&page=50&sort=newest",
			"/products?page=51&min_price=-1",
			"/products/Boys/T%20Shirt?variant=7",
			"/size-guide/",
		];
		for (const spelling of spellings) {
			const first = address(spelling);
			expect(first).not.toBeNull();
			const again = address(`${first?.path}${first?.search ? `?${first.search}` : ""}`);
			expect(again).toEqual(first);
		}
	});

	it("reads the listing as the listing page does", () => {
		const params = parseListingParams(new URLSearchParams("category=Girls&sort=price-high&page=3&min_price=0"));
		expect(params).toEqual({ category: "Girls", sort: "price-high", page: 3, minPrice: 0 });
		expect(listingSearch(params).toString()).toBe("category=Girls&min_price=0&sort=price-high&page=3");
	});
});
