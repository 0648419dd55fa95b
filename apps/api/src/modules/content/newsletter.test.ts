import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { newsletterSubscribers, promoCodes } from "../../db/schema/index.ts";

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

const subscribe = (email: unknown, remoteAddress?: string) =>
	call(t.app, { method: "POST", url: "/api/newsletter/subscribe", payload: { email }, remoteAddress });

describe("POST /api/newsletter/subscribe", () => {
	it("stores a new address once, lower-cased, and offers the 15% first-order code", async () => {
		const { status, body } = await subscribe("  Parent.One@Example.COM ");
		expect(status).toBe(201);
		expect(body).toEqual({
			status: true,
			message: "Thank you for joining the Pitara family!",
			response: {
				email: "parent.one@example.com",
				already_subscribed: false,
				promo_code: "WELCOME15",
				percent_off: 15,
			},
		});
		const stored = await t.database.db
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, "parent.one@example.com"));
		expect(stored).toHaveLength(1);
	});

	it("answers an address already on the list kindly, without storing it twice", async () => {
		await subscribe("twice@example.com");
		const { status, body } = await subscribe("TWICE@example.com");
		expect(status).toBe(200);
		expect(body).toMatchObject({
			status: true,
			response: { already_subscribed: true, promo_code: "WELCOME15", percent_off: 15 },
		});
		expect(String(body.message)).toMatch(/already on our list/);
		const stored = await t.database.db
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, "twice@example.com"));
		expect(stored).toHaveLength(1);
	});

	it("refuses an invalid or missing e-mail with 400 and the field's message", async () => {
		for (const email of ["not-an-email", "", "a@b", 42, undefined]) {
			const { status, body } = await subscribe(email);
			expect(status, String(email)).toBe(400);
			expect(body).toMatchObject({ status: false, code: "VALIDATION_ERROR", errors: [{ field: "email" }] });
		}
		const { status } = await subscribe(`${"x".repeat(250)}@example.com`);
		expect(status).toBe(400);
	});

	it("offers no code when the shop has switched it off", async () => {
		await t.database.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, "WELCOME15"));
		try {
			const { status, body } = await subscribe("nocode@example.com");
			expect(status).toBe(201);
			expect(body.response).toMatchObject({ promo_code: null, percent_off: null });
		} finally {
			await t.database.db.update(promoCodes).set({ active: true }).where(eq(promoCodes.code, "WELCOME15"));
		}
	});

	it("limits how often one address may sign up", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 11; i++) statuses.push((await subscribe(`burst${i}@example.com`, "203.0.113.7")).status);
		expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
		expect(statuses[10]).toBe(429);
		// another address is not affected
		expect((await subscribe("other-ip@example.com", "203.0.113.8")).status).toBe(201);
	});

	it("lets the admin, and only the admin, read the list", async () => {
		const admin = await createAdmin(t.database);
		const customer = await createUser(t.database);
		const list = await call(t.app, { method: "GET", url: "/api/admin/newsletter-subscribers", headers: admin.auth });
		expect(list.status).toBe(200);
		expect((list.body.response as { email: string }[]).map((s) => s.email)).toContain("parent.one@example.com");
		const refused = await call(t.app, {
			method: "GET",
			url: "/api/admin/newsletter-subscribers",
			headers: customer.auth,
		});
		expect(refused.status).toBe(403);
	});
});
