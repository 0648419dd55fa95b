import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../src/db/schema/index.ts";
import { loggerOptions, REDACTED } from "../src/lib/logging.ts";
import { call, createTestApp, type TestApp } from "./helpers.ts";
import { createOrder, orderIdOf, orderPayload, prepareVariants } from "./orders.ts";
import { MemorySmsSender } from "./sms.ts";

/**
 * The log of a real run holds no secrets (issue 15, docs/security.md): the
 * app runs with the production logger options at the most verbose level, a
 * shopper registers, logs in with a code (one wrong try first), saves an
 * address and orders (its SMS fails, which is logged), a gift card that does
 * not exist is tried, and a query that fails with an address in its
 * parameters ends in a 500. Then the captured log is searched for every
 * secret of the run.
 */
const lines: string[] = [];
const sms = new MemorySmsSender();
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({
		seeded: true,
		sms,
		logger: loggerOptions({ level: "trace", stream: { write: (line) => lines.push(line) } }),
		configure(app) {
			// a query that fails with a shopper's address in its parameters (the user does not exist)
			app.post("/api/test/broken-insert", async () => {
				await app.db.insert(addresses).values({
					userId: 2_000_000_000,
					name: "Broken Insert",
					phone: "9000012345",
					pincode: "560034",
					addressLine1: "Flat 99, Secret Towers",
					addressLine2: "Hidden Lane",
					city: "Bengaluru",
					state: "Karnataka",
					country: "India",
				});
				return { status: true };
			});
		},
	});
});
afterAll(async () => {
	await t?.close();
});

/** Whether `value` stands in the text as itself (not inside a longer run of digits or letters). */
function appears(text: string, value: string): boolean {
	const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(text);
}

describe("the log", () => {
	it("never holds a login code, a token, a password, a phone number, an address or a gift card code", async () => {
		const phone = "9123456780";
		const email = "log.shopper@example.com";
		const password = "Secret#Passw0rd";
		const ip = "10.77.0.1";
		const registered = await call(t.app, {
			method: "POST",
			url: "/api/users/registration",
			payload: { full_name: "Log Shopper", email, phone, password, gender: "Female", dob: "1990-01-01" },
			remoteAddress: ip,
		});
		expect(registered.status).toBe(201);

		expect(
			(
				await call(t.app, {
					method: "POST",
					url: "/api/user/send/otp",
					payload: { phone_email: phone },
					remoteAddress: ip,
				})
			).status,
		).toBe(200);
		const code = sms.lastCode(phone);
		const wrong = code === "000000" ? "111111" : "000000";
		const refused = await call(t.app, {
			method: "POST",
			url: "/api/user/validate/otp",
			payload: { phone, otp: wrong },
			remoteAddress: ip,
		});
		expect(refused.status).toBe(400);
		const login = await call(t.app, {
			method: "POST",
			url: "/api/user/validate/otp",
			payload: { phone, otp: code },
			remoteAddress: ip,
		});
		expect(login.status).toBe(200);
		const token = (login.body.response as { token: string }).token;
		const auth = { authorization: `Bearer ${token}` };

		const address = {
			name: "Meera Iyer",
			phone: "9988776655",
			pincode: "560034",
			address_line1: "Flat 4B, Lotus Residency, 80 Feet Road",
			address_line2: "Behind the Koramangala water tank",
			city: "Bengaluru",
			state: "Karnataka",
			country: "India",
		};
		const saved = await call(t.app, {
			method: "POST",
			url: "/api/users/address/add",
			payload: address,
			headers: auth,
			remoteAddress: ip,
		});
		expect(saved.status).toBe(201);
		const addressId = (saved.body.response as { address_id: number }).address_id;

		const [variant] = await prepareVariants(t.database, [{ price: 499_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		// the order's confirmation SMS fails, and is logged
		sms.failing = true;
		const order = await createOrder(t.app, auth, orderPayload(addressId, [{ variant, quantity: 1 }]), "log-run-1");
		expect(order.status).toBe(201);
		orderIdOf(order.body);
		const giftCard = "NOSUCHCARD7788";
		const card = await createOrder(
			t.app,
			auth,
			orderPayload(addressId, [{ variant, quantity: 1 }], { paymentMode: "GIFT_CARD", giftCard }),
		);
		expect(card.status).toBe(409);
		const broken = await call(t.app, { method: "POST", url: "/api/test/broken-insert", headers: auth });
		expect(broken.status).toBe(500);
		// staff search customers by phone: the query string's values stay out of the log
		await call(t.app, { method: "GET", url: `/api/admin/customers?q=${phone}`, headers: auth });

		for (let waited = 0; waited < 3000 && !lines.some((line) => line.includes("order SMS not sent")); waited += 50) {
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		sms.failing = false;
		const log = lines.join("");

		// the run was logged: requests, the failed SMS, the failed query with its error
		expect(lines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThanOrEqual(9);
		expect(log).toContain("order SMS not sent");
		expect(log).toContain("unhandled error");
		expect(log).toContain("violates foreign key constraint");

		const secrets: [string, string][] = [
			["login code", code],
			["wrong code", wrong],
			["session token", token],
			["password", password],
			["shopper's phone", phone],
			["e-mail", email],
			["address phone", address.phone],
			["address line 1", address.address_line1],
			["address line 2", address.address_line2],
			["gift card code", giftCard],
			["failed insert's phone", "9000012345"],
			["failed insert's line 1", "Flat 99, Secret Towers"],
			["failed insert's line 2", "Hidden Lane"],
		];
		for (const [what, secret] of secrets) {
			expect(appears(log, secret), `${what} in the log`).toBe(false);
		}
		// what was left out says so
		expect(log).toContain(REDACTED);
	});
});
