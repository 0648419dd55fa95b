import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, orders, users, variants } from "../../src/db/schema/index.ts";
import { NUL_MESSAGE } from "../../src/lib/nul-bytes.ts";
import { call, createTestApp, type TestApp } from "../helpers.ts";
import {
	addressOf,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	type Shopper,
	stockOf,
	type TestVariant,
} from "../orders.ts";
import { MemorySmsSender } from "../sms.ts";

/**
 * Adversarial (issue 15): what a hostile client puts in bodies and queries.
 * Fields the client may not set (role, price, stock, user_id, payment_status)
 * change nothing; numbers at 0, negative, fractional, huge, as text, missing
 * get a clear 4xx naming the field; texts with script, 100 KB, NUL bytes,
 * right-to-left marks and emoji are refused clearly or come back exactly as
 * sent, as JSON (inert: nothing is interpreted, React escapes on screen).
 * Never a 5xx.
 */
let t: TestApp;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	[variant] = (await prepareVariants(t.database, [{ price: 650_00, mrp: 900_00, stock: 40 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const post = (who: Shopper | null, url: string, payload: unknown) =>
	call(t.app, {
		method: "POST",
		url,
		headers: who ? who.auth : {},
		payload: payload as Record<string, unknown>,
		...(who ? { remoteAddress: addressOf(who.auth) } : {}),
	});

/** A clear refusal: 4xx, the repo's error shape, a sentence for a person and, for a 400, the field named. */
function expectClearRefusal(answer: Awaited<ReturnType<typeof call>>, field?: string, label = "") {
	expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
	expect(answer.status, label).toBeLessThan(500);
	expect(answer.body.status, label).toBe(false);
	expect(typeof answer.body.message, label).toBe("string");
	expect(String(answer.body.message).length, label).toBeGreaterThan(5);
	expect(answer.body.message, label).not.toMatch(/zod|undefined|NaN|\[object/i);
	if (answer.status === 400 && field) {
		const errors = (answer.body.errors ?? []) as { field: string }[];
		expect(
			errors.some(
				(error) => error.field === field || error.field.startsWith(`${field}.`) || field.startsWith(error.field),
			),
			`${label}: ${JSON.stringify(errors)} names ${field}`,
		).toBe(true);
	}
}

describe("mass assignment", () => {
	it("registration cannot make an admin, pick an id or set a login time", async () => {
		const answer = await post(null, "/api/users/registration", {
			full_name: "Mallory Admin",
			email: "mallory@example.com",
			phone: "9555501234",
			password: "Passw0rd!x",
			gender: "Female",
			dob: "1990-01-01",
			role: "admin",
			is_admin: true,
			id: 1,
			user_id: 1,
			password_hash: "scrypt$known",
		});
		expect(answer.status).toBe(201);
		const [row] = await t.database.db.select().from(users).where(eq(users.phone, "9555501234"));
		expect(row?.role).toBe("customer");
		expect(row?.id).not.toBe(1);
		expect(row?.passwordHash).not.toBe("scrypt$known");
	});

	it("a profile update cannot change the role, phone or e-mail", async () => {
		const shopper = await createShopper(t.database);
		const answer = await post(shopper, "/api/users/profile-update", {
			full_name: "Still A Customer",
			gender: "Male",
			dob: "1991-02-03",
			role: "admin",
			phone: "9000000001",
			email: "taken@example.com",
		});
		expect(answer.status).toBe(200);
		const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
		expect(row).toMatchObject({ role: "customer", phone: shopper.phone, email: shopper.email });
		expect(row?.fullName).toBe("Still A Customer");
	});

	it("adding to the cart cannot set a price or stock", async () => {
		const shopper = await createShopper(t.database);
		const answer = await post(shopper, "/api/product/addtocart", {
			product_id: variant.id,
			quantity: 2,
			price: 1,
			stock: 100_000,
			mrp: 1,
			unit_price: 1,
		});
		expect(answer.status).toBeLessThan(300);
		const [row] = await t.database.db.select().from(variants).where(eq(variants.id, variant.id));
		expect(row).toMatchObject({ price: 650_00, mrp: 900_00, stock: 40 });
		const lines = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
		expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([[variant.id, 2]]);
	});

	it("an order cannot arrive paid, delivered, someone else's or at another total", async () => {
		const shopper = await createShopper(t.database);
		const answer = await createOrder(t.app, shopper.auth, {
			...orderPayload(shopper.addressId, [{ variant, quantity: 1 }]),
			payment_status: "Paid",
			paymentStatus: "Paid",
			status: "Delivered",
			orderStatus: "Delivered",
			total: 1,
			gift_card_id: 1,
			stock_released_at: new Date().toISOString(),
		});
		expect(answer.status).toBe(201);
		const [row] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(answer.body)));
		expect(row).toMatchObject({
			userId: shopper.id,
			status: "Pending",
			paymentStatus: "Pending",
			total: 650_00 + (row?.delivery ?? 0),
			giftCardId: null,
			stockReleasedAt: null,
		});
		const stranger = await createShopper(t.database);
		const foreign = await createOrder(t.app, shopper.auth, {
			...orderPayload(shopper.addressId, [{ variant, quantity: 1 }]),
			user_id: stranger.id,
		});
		expect(foreign.status).toBe(403);
	});
});

describe("numeric inputs", () => {
	const hostile: [string, unknown][] = [
		["zero", 0],
		["negative", -1],
		["fractional", 1.5],
		["huge", 1e20],
		["beyond 32 bits", 2_147_483_648],
		["not a number", "abc"],
		["NaN as text", "NaN"],
		["Infinity as text", "Infinity"],
		["null", null],
		["true", true],
		["an array", [1]],
		["an object", { $gt: 0 }],
	];
	const missing = Symbol("missing");

	const withValue = (body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
		const copy = structuredClone(body);
		let target = copy as Record<string, unknown>;
		for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
		const last = path.at(-1) as string;
		if (value === missing) delete target[last];
		else target[last] = value;
		return copy;
	};

	// the cart's quantity 0 removes the line (SPEC.md): not hostile there
	const cases: [string, string, (shopper: Shopper) => Record<string, unknown>, string[], string[]?][] = [
		[
			"cart quantity",
			"/api/product/addtocart",
			() => ({ product_id: variant.id, quantity: 1 }),
			["quantity"],
			["zero"],
		],
		["cart product_id", "/api/product/addtocart", () => ({ product_id: variant.id, quantity: 1 }), ["product_id"]],
		["wishlist product_id", "/api/product/wishlist", () => ({ product_id: variant.id }), ["product_id"]],
		["tracking order_id", "/api/order/tracker/fetch", () => ({ order_id: 1 }), ["order_id"]],
		["address_id", "/api/users/address/delete", () => ({ address_id: 1 }), ["address_id"]],
		[
			"order quantity",
			"/api/order/create",
			(s) => orderPayload(s.addressId, [{ variant, quantity: 1 }]) as unknown as Record<string, unknown>,
			["order_items", "0", "quantity"],
		],
		[
			"order product_id",
			"/api/order/create",
			(s) => orderPayload(s.addressId, [{ variant, quantity: 1 }]) as unknown as Record<string, unknown>,
			["order_items", "0", "product_id"],
		],
		[
			"order item price",
			"/api/order/create",
			(s) => orderPayload(s.addressId, [{ variant, quantity: 1 }]) as unknown as Record<string, unknown>,
			["order_items", "0", "price"],
		],
		[
			"order total",
			"/api/order/create",
			(s) => orderPayload(s.addressId, [{ variant, quantity: 1 }]) as unknown as Record<string, unknown>,
			["total_amount"],
		],
		[
			"order address_id",
			"/api/order/create",
			(s) => orderPayload(s.addressId, [{ variant, quantity: 1 }]) as unknown as Record<string, unknown>,
			["address_id"],
		],
	];

	it.each(cases)(
		"%s: every hostile value gets a clear 4xx naming the field, never an order",
		async (_what, url, body, path, fine = []) => {
			let shopper = await createShopper(t.database);
			let sent = 0;
			const ordersBefore = await t.database.db.select().from(orders);
			for (const [label, value] of [...hostile, ["missing", missing] as [string, unknown]]) {
				if (fine.includes(label)) continue;
				// a fresh shopper every few orders stays under the per-shopper order rate (tested in order-limits.test.ts)
				if (++sent % 8 === 0) shopper = await createShopper(t.database);
				const answer = await post(shopper, url, withValue(body(shopper), path, value));
				expectClearRefusal(answer, path.join("."), label);
			}
			// a number sent as text is read as that number where a form would send it so
			const asText = await post(
				shopper,
				url,
				withValue(body(shopper), path, String(path.at(-1) === "price" ? 650 : 1)),
			);
			expect(asText.status, JSON.stringify(asText.body)).toBeLessThan(500);
			const ordersAfter = await t.database.db.select().from(orders);
			expect(ordersAfter.length - ordersBefore.length).toBeLessThanOrEqual(1);
			expect(await stockOf(t.database, variant.id)).toBeGreaterThan(0);
		},
	);

	it("query numbers: page and price filters", async () => {
		for (const query of [
			"page=0",
			"page=-1",
			"page=1.5",
			"page=1e20",
			"page=abc",
			"min_price=-5",
			"max_price=abc",
			"limit=1e9",
		]) {
			const answer = await call(t.app, { method: "GET", url: `/api/products?${query}` });
			if (answer.status >= 400) expectClearRefusal(answer, undefined, query);
			else expect(answer.body.status, query).toBe(true);
		}
	});
});

describe("text inputs", () => {
	const texts: [string, string][] = [
		["script", `<script>alert("x")</script><img src=x onerror=alert(1)>`],
		["100 KB", "ब".repeat(100_000)],
		["NUL byte", "Flat 1\u0000; drop table users"],
		["right-to-left override", "\u202Egnp.exe\u202C Road \u200F"],
		["emoji", "👨‍👩‍👧‍👦 Ghar 🏠 ✨"],
		["SQL", "'); delete from orders; --"],
	];

	it.each(texts)("%s: an address comes back exactly as sent, or is refused clearly", async (label, text) => {
		const shopper = await createShopper(t.database);
		const fields = {
			name: "Meera Iyer",
			phone: "9812345678",
			pincode: "560034",
			address_line1: text,
			address_line2: text,
			city: "Bengaluru",
			state: "Karnataka",
			country: "India",
		};
		const answer = await post(shopper, "/api/users/address/add", fields);
		expect(answer.response.headers["content-type"]).toMatch(/^application\/json/);
		expect(answer.response.headers["x-content-type-options"]).toBe("nosniff");
		if (answer.status >= 400) {
			expectClearRefusal(answer, "address_line1", label);
			if (text.includes("\u0000"))
				expect(answer.body).toMatchObject({ code: "INVALID_CHARACTER", message: NUL_MESSAGE });
			return;
		}
		expect(answer.status).toBe(201);
		const list = await post(shopper, "/api/users/address/list", {});
		const saved = (list.body.addresses as { address_line1: string; address_line2: string }[]).find(
			(row) => row.address_line1 === text.trim(),
		);
		expect(saved, label).toBeDefined();
		expect(saved?.address_line2).toBe(text.trim());
	});

	it.each(texts)(
		"%s: a profile name, a contact message, a search, a gift card and a promo code",
		async (label, text) => {
			const shopper = await createShopper(t.database);
			const attempts = [
				await post(shopper, "/api/users/profile-update", { full_name: text, gender: "Female", dob: "1990-01-01" }),
				await post(null, "/api/contact", {
					name: text,
					email: "someone@example.com",
					message: `${text} — please call me back about my order.`,
				}),
				await post(shopper, "/api/giftcard/check", { code: text }),
				await post(shopper, "/api/promo/validate", {
					code: text,
					order_items: [{ product_id: variant.id, quantity: 1 }],
				}),
				await call(t.app, {
					method: "GET",
					url: `/api/search/suggestions?q=${encodeURIComponent(text.slice(0, 3000))}`,
				}),
				await call(t.app, { method: "GET", url: `/api/products?search=${encodeURIComponent(text.slice(0, 3000))}` }),
			];
			for (const [index, answer] of attempts.entries()) {
				const where = `${label} #${index}`;
				expect(answer.status, `${where} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
				expect(answer.response.headers["content-type"], where).toMatch(/^application\/json/);
				if (answer.status >= 400) expectClearRefusal(answer, undefined, where);
				if (text.includes("\u0000")) expect(answer.body.code, where).toBe("INVALID_CHARACTER");
			}
			const profile = attempts[0];
			if (profile && profile.status === 200) {
				expect((profile.body.response as { full_name: string }).full_name).toBe(text.trim());
			}
		},
	);

	it("a NUL byte in a route parameter or a query is refused the same way", async () => {
		const inPath = await call(t.app, { method: "GET", url: "/api/pincodes/56%000034" });
		expect(inPath.status).toBe(400);
		expect(inPath.body).toMatchObject({ status: false, code: "INVALID_CHARACTER" });
		const inQuery = await call(t.app, { method: "GET", url: "/api/search/suggestions?q=shirt%00" });
		expect(inQuery.status).toBe(400);
		expect(inQuery.body).toMatchObject({ status: false, code: "INVALID_CHARACTER", errors: [{ field: "q" }] });
	});
});
