import { catalogMessages, checkoutMessages, homeMessages, loginMessages, ordersMessages } from "@pitara/shared";
import { describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage, GENERIC_ERROR, OFFLINE_ERROR, ShopperError } from "./api-client.ts";

/** What `api.get` threw for a fetch that answered (or failed) as `respond` says. */
async function failureOf(respond: () => Promise<Response>): Promise<unknown> {
	vi.spyOn(globalThis, "fetch").mockImplementation(respond);
	try {
		await api.get("/products/all/filters");
	} catch (error) {
		return error;
	}
	throw new Error("the call did not fail");
}

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe("errorMessage", () => {
	it("shows the message the server sent", async () => {
		const error = await failureOf(json(409, { status: false, message: "Sorry, only 1 left in stock", code: "X" }));
		expect(error).toBeInstanceOf(ApiError);
		expect((error as ApiError).fromServer).toBe(true);
		expect(errorMessage(error, catalogMessages.filtersFailed)).toBe("Sorry, only 1 left in stock");
	});

	it("shows a 2xx answer's message when it says status false", async () => {
		const error = await failureOf(json(200, { status: false, message: "Login failed for this phone" }));
		expect(errorMessage(error, loginMessages.failed)).toBe("Login failed for this phone");
	});

	it("shows the caller's fallback when the server sent no message", async () => {
		for (const body of [
			{ status: false, code: "DOWN" },
			{ status: false, message: "" },
			{ status: false, message: "  " },
		]) {
			const error = await failureOf(json(503, body));
			expect(error).toBeInstanceOf(ApiError);
			expect((error as ApiError).status).toBe(503);
			expect((error as ApiError).fromServer).toBe(false);
			expect(errorMessage(error, catalogMessages.filtersFailed)).toBe(catalogMessages.filtersFailed);
		}
	});

	it("shows the fallback for an HTML error page, a 2xx status false without a message, and a network failure", async () => {
		const html = await failureOf(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
		expect(errorMessage(html, checkoutMessages.failed)).toBe(checkoutMessages.failed);
		const quiet = await failureOf(json(200, { status: false }));
		expect(errorMessage(quiet, loginMessages.failed)).toBe(loginMessages.failed);
		const offline = await failureOf(async () => {
			throw new TypeError("Failed to fetch");
		});
		expect(offline).toBeInstanceOf(ApiError);
		expect(errorMessage(offline, catalogMessages.productsFailed)).toBe(catalogMessages.productsFailed);
	});

	it("never shows a runtime's wording, but does show a text the app wrote for the shopper", () => {
		expect(errorMessage(new TypeError("Failed to fetch"), homeMessages.brandsFailed)).toBe(homeMessages.brandsFailed);
		expect(errorMessage(new Error("Cannot read properties of undefined"), ordersMessages.loadFailed)).toBe(
			ordersMessages.loadFailed,
		);
		expect(errorMessage("a string", ordersMessages.loadFailed)).toBe(ordersMessages.loadFailed);
		expect(errorMessage(new ShopperError(homeMessages.invalidBanners), homeMessages.bannersFailed)).toBe(
			homeMessages.invalidBanners,
		);
	});

	it("falls back to a generic text when the caller has none", () => {
		expect(errorMessage(new Error("boom"))).toBe(GENERIC_ERROR);
		expect(errorMessage(new ApiError("no message", 500, "REQUEST_FAILED"))).toBe(GENERIC_ERROR);
		expect(errorMessage(new ApiError("Out of stock", 409, "X", [], undefined, true))).toBe("Out of stock");
	});

	it("tells a shopper whose request never arrived to check the connection, where the spec gives no text", async () => {
		const offline = await failureOf(async () => {
			throw new TypeError("Failed to fetch");
		});
		expect(errorMessage(offline)).toBe(OFFLINE_ERROR);
		expect(errorMessage(offline, ordersMessages.loadFailed)).toBe(ordersMessages.loadFailed);
	});
});
