import { describe, expect, it } from "vitest";
import { mockApi } from "./render.tsx";
import { takeUnmatched } from "./unmatched.ts";

// What test/setup.ts fails a test with: here the list is read (and emptied) so that this test itself passes.
describe("an unmatched request fails the component test", () => {
	it("records a call mockApi has no answer for, with its method and path", async () => {
		mockApi({ "/products": { status: true, response: [], total: 0, page: 1, page_size: 12 } });
		await fetch("/api/products?page=1");
		const answer = await fetch("/api/order/cancel", { method: "POST", body: "{}" });
		expect(answer.status).toBe(404);
		expect(takeUnmatched()).toEqual(["POST /api/order/cancel"]);
	});

	it("records a call made with no mock at all, and the call fails", async () => {
		await expect(fetch("/api/users/profile-fetch", { method: "POST" })).rejects.toThrow(
			"No mock answers POST /api/users/profile-fetch",
		);
		expect(takeUnmatched()).toEqual(["POST /api/users/profile-fetch"]);
	});
});
