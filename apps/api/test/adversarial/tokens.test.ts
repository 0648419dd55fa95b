import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/db/schema/index.ts";
import { hashToken, newToken } from "../../src/lib/tokens.ts";
import { call, createTestApp, createUser, type TestApp } from "../helpers.ts";

/**
 * Adversarial (issue 15): every endpoint that needs a session answers 401,
 * and nothing else, to a request without a token, with a forged one, a
 * malformed one, an expired one and a revoked one (logged out, or logged out
 * everywhere). The session rules themselves (SHA-256 only, 30 days sliding,
 * 90 at most, 12 hours idle for staff) are in src/modules/accounts/sessions.test.ts.
 */
let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
	t = await createTestApp();
	const expired = await createUser(t.database);
	await t.database.db
		.update(sessions)
		.set({ expiresAt: new Date(Date.now() - 1000) })
		.where(eq(sessions.tokenHash, hashToken(expired.token)));
	const loggedOut = await createUser(t.database);
	expect((await call(t.app, { method: "POST", url: "/api/users/logout", headers: loggedOut.auth })).status).toBe(200);
	const everywhere = await createUser(t.database);
	expect((await call(t.app, { method: "POST", url: "/api/users/logout-all", headers: everywhere.auth })).status).toBe(
		200,
	);
	const admin = await createUser(t.database, { role: "admin" });
	await t.database.db
		.update(sessions)
		.set({ revokedAt: new Date() })
		.where(eq(sessions.tokenHash, hashToken(admin.token)));

	Object.assign(tokens, {
		none: undefined,
		"empty bearer": "Bearer ",
		"forged (never issued)": `Bearer ${newToken()}`,
		"not a bearer": `Basic ${Buffer.from("admin:admin").toString("base64")}`,
		"100 KB long": `Bearer ${"A".repeat(100_000)}`,
		"SQL in the token": "Bearer ' or 1=1 --",
		expired: expired.auth.authorization,
		"logged out": loggedOut.auth.authorization,
		"logged out everywhere": everywhere.auth.authorization,
		"a revoked admin's": admin.auth.authorization,
	});
});
afterAll(async () => {
	await t?.close();
});

const protectedEndpoints: [string, string, Record<string, unknown>?][] = [
	["POST", "/api/users/profile-fetch", {}],
	["POST", "/api/users/profile-update", { full_name: "X Y", gender: "Male", dob: "1990-01-01" }],
	["POST", "/api/users/logout", {}],
	["POST", "/api/users/logout-all", {}],
	["POST", "/api/users/address/list", {}],
	["POST", "/api/users/address/add", {}],
	["POST", "/api/users/address/update", { address_id: 1 }],
	["POST", "/api/users/address/delete", { address_id: 1 }],
	["POST", "/api/users/address/set-default", { address_id: 1 }],
	["POST", "/api/products/addtocart/fetch", {}],
	["POST", "/api/product/addtocart", { product_id: 1, quantity: 1 }],
	["POST", "/api/products/wishlist/fetch", {}],
	["POST", "/api/product/wishlist", { product_id: 1 }],
	["POST", "/api/order/create", {}],
	["POST", "/api/order/fetch/all", {}],
	["POST", "/api/order/tracker/fetch", { order_id: 1 }],
	["POST", "/api/order/invoice/fetch", { order_id: 1 }],
	["POST", "/api/order/cancel", { order_id: 1 }],
	["POST", "/api/payment/start", { order_id: 1 }],
	["POST", "/api/payment/verify", { order_id: 1 }],
	["POST", "/api/giftcard/check", { code: "X" }],
	["POST", "/api/promo/validate", { code: "WELCOME15", order_items: [] }],
	["POST", "/api/products/1/reviews", { rating: 5, comment: "Lovely" }],
	["GET", "/api/admin/orders"],
	["GET", "/api/admin/customers/1"],
	["PATCH", "/api/admin/products/1", { price: 1 }],
];

describe("a request without a live session", () => {
	it.each(protectedEndpoints)("%s %s: 401 for every kind of bad token", async (method, url, payload) => {
		for (const [kind, authorization] of Object.entries(tokens)) {
			const answer = await call(t.app, {
				method: method as "GET",
				url,
				headers: authorization === undefined ? {} : { authorization },
				...(payload ? { payload } : {}),
			});
			expect(answer.status, `${kind} token`).toBe(401);
			expect(answer.body.status, kind).toBe(false);
			expect(["UNAUTHORIZED", "INVALID_TOKEN"], kind).toContain(answer.body.code);
			expect(answer.body.response, kind).toBeUndefined();
		}
	});
});
