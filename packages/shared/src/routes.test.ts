import { describe, expect, it } from "vitest";
import { matchWebRoute, RouteTable } from "./routes.ts";

describe("RouteTable: the shop's one router", () => {
	const table = new RouteTable<string>()
		.add("/products/:category/:slug", "detail")
		.add("/products/:productId/reviews", "reviews")
		.add("/products/all/filters", "filters")
		.add("/products/:category/:slug/similar", "similar")
		.add("/products", "listing");

	it("matches a path as Fastify's router does: a literal part before a parameter, whatever the order declared", () => {
		expect(table.match("/products/all/filters")?.value).toBe("filters");
		expect(table.match("/products/12/reviews")).toEqual({ value: "reviews", params: { productId: "12" } });
		expect(table.match("/products/girls/floral-frock")).toEqual({
			value: "detail",
			params: { category: "girls", slug: "floral-frock" },
		});
		expect(table.match("/products/girls/floral-frock/similar")?.value).toBe("similar");
		expect(table.match("/products")?.value).toBe("listing");
	});

	it("decodes parameters, allows one trailing slash, and matches nothing else", () => {
		expect(table.match("/products/Sports%20%26%20Games/bat%2Dball/")?.params).toEqual({
			category: "Sports & Games",
			slug: "bat-ball",
		});
		// not valid %-encoding: taken as it is
		expect(table.match("/products/girls/100%")?.params.slug).toBe("100%");
		expect(table.match("/products//frock")).toBeNull();
		expect(table.match("/products/girls/frock//")).toBeNull();
		expect(table.match("//products")).toBeNull();
		expect(table.match("/products/girls/frock/similar/more")).toBeNull();
	});

	it("is the web app's router too", () => {
		expect(matchWebRoute("/")).toBe("home");
		expect(matchWebRoute("/products/")).toBe("products");
		expect(matchWebRoute("/product/girls/frock")).toBe("productDetailAlt");
		expect(matchWebRoute("/checkout/payment/42")).toBe("payment");
		expect(matchWebRoute("/checkout/payment")).toBeNull();
		expect(matchWebRoute("/no-such-page")).toBeNull();
	});
});
