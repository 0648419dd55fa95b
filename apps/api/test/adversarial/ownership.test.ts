import type { PaymentStart } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders } from "../../src/db/schema/index.ts";
import { call, createTestApp, createUser, type TestApp } from "../helpers.ts";
import {
	addAddress,
	createOrder,
	createShopper,
	orderPayload,
	placeOrder,
	prepareVariants,
	type Shopper,
	type TestVariant,
} from "../orders.ts";
import { MemorySmsSender } from "../sms.ts";

/**
 * Adversarial (issue 15): one shopper asks for another's things by id. Every
 * endpoint that takes an id refuses another user's exactly as it refuses an
 * id that does not exist, so the answer reveals nothing (not even that the
 * order or address exists), and the victim's data is unchanged afterwards.
 */
let t: TestApp;
let victim: Shopper;
let attacker: Shopper;
let victimOrder: number;
let victimOnlineOrder: number;
let victimPayment: PaymentStart;
let victimSecondAddress: number;
const NOWHERE = 2_000_000_000;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	const [variant] = (await prepareVariants(t.database, [{ price: 799_00, stock: 20 }])) as [TestVariant];
	victim = await createShopper(t.database, { fullName: "Victim Verma" }, "Victim's Home");
	attacker = await createShopper(t.database, { fullName: "Attacker Arora" });
	victimSecondAddress = await addAddress(t.database, victim.id, "Victim's Office", false);
	victimOrder = (await placeOrder(t.app, victim, [{ variant, quantity: 1 }])).orderId;
	const online = await placeOrder(t.app, victim, [{ variant, quantity: 1 }], { paymentMode: "UPI" });
	victimOnlineOrder = online.orderId;
	victimPayment = (online.body.response as { payment: PaymentStart }).payment;
});
afterAll(async () => {
	await t?.close();
});

const as = (who: Shopper, url: string, payload: Record<string, unknown>) =>
	call(t.app, { method: "POST", url, headers: who.auth, payload });

const addressFields = {
	name: "Changed By Attacker",
	phone: "9000000000",
	pincode: "560034",
	address_line1: "Attacker's Street",
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
};

/** [what, url, body with the id] — each asked with the victim's id and with an id that does not exist. */
const byId: [string, string, (id: number) => Record<string, unknown>, () => number][] = [
	["tracking", "/api/order/tracker/fetch", (id) => ({ order_id: id }), () => victimOrder],
	["invoice", "/api/order/invoice/fetch", (id) => ({ order_id: id }), () => victimOrder],
	["cancel", "/api/order/cancel", (id) => ({ order_id: id }), () => victimOrder],
	["payment start", "/api/payment/start", (id) => ({ order_id: id }), () => victimOnlineOrder],
	[
		"payment verify",
		"/api/payment/verify",
		(id) => ({
			order_id: id,
			gateway_order_id: victimPayment.gateway_order_id,
			gateway_payment_id: "pay_attacker",
			signature: "0".repeat(64),
			outcome: "failed",
		}),
		() => victimOnlineOrder,
	],
	[
		"address update",
		"/api/users/address/update",
		(id) => ({ ...addressFields, address_id: id }),
		() => victimSecondAddress,
	],
	["address set-default", "/api/users/address/set-default", (id) => ({ address_id: id }), () => victimSecondAddress],
	["address delete", "/api/users/address/delete", (id) => ({ address_id: id }), () => victimSecondAddress],
];

describe("another user's id", () => {
	it.each(byId)("%s: refused exactly as an id that does not exist", async (_what, url, body, victimsId) => {
		const theirs = await as(attacker, url, body(victimsId()));
		const none = await as(attacker, url, body(NOWHERE));
		expect(theirs.status).toBeGreaterThanOrEqual(400);
		expect(theirs.status).toBeLessThan(500);
		expect(theirs.status).toBe(none.status);
		expect(theirs.body).toEqual(none.body);
		const text = JSON.stringify(theirs.body);
		for (const secret of ["Victim", victim.phone, victim.email, "9812345678", "Indiranagar"]) {
			expect(text).not.toContain(secret);
		}
	});

	it("ordering to another user's address is refused as an unknown address", async () => {
		const [variant] = (await prepareVariants(t.database, [{ price: 199_00, stock: 5 }])) as [TestVariant];
		const theirs = await createOrder(t.app, attacker.auth, orderPayload(victim.addressId, [{ variant, quantity: 1 }]));
		const none = await createOrder(t.app, attacker.auth, orderPayload(NOWHERE, [{ variant, quantity: 1 }]));
		expect(theirs.status).toBe(404);
		expect(theirs.body).toEqual(none.body);
		expect(theirs.body.code).toBe("ADDRESS_NOT_FOUND");
	});

	it("left the victim's orders and addresses as they were", async () => {
		const rows = await t.database.db.select().from(orders).where(eq(orders.userId, victim.id));
		expect(rows.map((row) => [row.id, row.status, row.paymentStatus]).sort()).toEqual(
			[
				[victimOrder, "Pending", "Pending"],
				[victimOnlineOrder, "Pending", "Pending"],
			].sort(),
		);
		const saved = await t.database.db.select().from(addresses).where(eq(addresses.userId, victim.id));
		expect(saved.map((row) => [row.id, row.name, row.isDefault]).sort()).toEqual(
			[
				[victim.addressId, "Victim's Home", true],
				[victimSecondAddress, "Victim's Office", false],
			].sort(),
		);
	});
});

describe("another user's user_id in a body", () => {
	const lists: [string, string, Record<string, unknown>][] = [
		["profile", "/api/users/profile-fetch", {}],
		["profile update", "/api/users/profile-update", { full_name: "Hijacked", gender: "Male", dob: "1990-01-01" }],
		["addresses", "/api/users/address/list", {}],
		["address add", "/api/users/address/add", addressFields],
		["orders", "/api/order/fetch/all", {}],
		["cart", "/api/products/addtocart/fetch", {}],
		["wishlist", "/api/products/wishlist/fetch", {}],
		["logout", "/api/users/logout", {}],
		["logout everywhere", "/api/users/logout-all", {}],
	];

	it.each(lists)("%s: 403, nothing of theirs shown or changed", async (_what, url, body) => {
		for (const field of ["user_id", "userId"]) {
			const answer = await as(attacker, url, { ...body, [field]: victim.id });
			expect(answer.status, field).toBe(403);
			expect(answer.body).toMatchObject({ status: false, code: "NOT_YOUR_ACCOUNT" });
			expect(JSON.stringify(answer.body)).not.toContain("Victim");
		}
		// the attacker's session still works: nothing was logged out, and the victim's neither
		expect((await as(attacker, "/api/users/profile-fetch", {})).status).toBe(200);
		expect((await as(victim, "/api/users/profile-fetch", {})).body).toMatchObject({
			response: { full_name: "Victim Verma" },
		});
	});
});

describe("the staff's endpoints", () => {
	const staffOnly: [string, string][] = [
		["GET", "/api/admin/orders/{order}"],
		["POST", "/api/admin/orders/{order}/status"],
		["GET", "/api/admin/customers/{victim}"],
		["GET", "/api/admin/gift-cards/1"],
		["PATCH", "/api/admin/gift-cards/1"],
		["PATCH", "/api/admin/products/1"],
		["PATCH", "/api/admin/variants/1"],
		["GET", "/api/admin/staff/{victim}"],
		["GET", "/api/admin/orders"],
		["GET", "/api/admin/customers"],
	];

	it.each(staffOnly)("%s %s: a customer's token gets 403 and no data", async (method, path) => {
		const url = path.replace("{order}", String(victimOrder)).replace("{victim}", String(victim.id));
		const answer = await call(t.app, {
			method: method as "GET",
			url,
			headers: attacker.auth,
			...(method === "GET" ? {} : { payload: { status: "Cancelled", stock: 0, price: 1, balance: 1_000_000 } }),
		});
		expect(answer.status).toBe(403);
		expect(answer.body).toMatchObject({ status: false });
		expect(JSON.stringify(answer.body)).not.toContain("Victim");
	});

	it("an admin's id in the customer's body makes no one an admin", async () => {
		const admin = await createUser(t.database, { role: "admin" });
		const answer = await as(attacker, "/api/users/profile-fetch", { user_id: admin.id });
		expect(answer.status).toBe(403);
		expect((await call(t.app, { method: "GET", url: "/api/admin/orders", headers: attacker.auth })).status).toBe(403);
	});
});
