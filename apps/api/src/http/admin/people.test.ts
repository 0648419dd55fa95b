import type { AdminCustomerDetail, AdminCustomerRow, AdminGiftCard, AdminGiftCardDetail } from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { auditLog, contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
	[variant] = (await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const get = (url: string) => call(t.app, { method: "GET", url, headers: admin.auth });
const auditFor = (entity: string, id: number | string) =>
	t.database.db
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
		.orderBy(auditLog.id);

describe("customers", () => {
	it("finds customers by phone, name or e-mail, with their order counts; shows one with addresses", async () => {
		const zoya = await createShopper(
			t.database,
			{ fullName: "Zoya Qureshi", email: "zoya.q@example.com" },
			"Zoya Qureshi",
		);
		await placeOrder(t.app, zoya, [{ variant, quantity: 1 }]);
		await placeOrder(t.app, zoya, [{ variant, quantity: 2 }]);

		for (const q of [zoya.phone, zoya.phone.slice(0, 6), "zoya q", "ZOYA.Q@"]) {
			const answer = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
			expect(answer.status, q).toBe(200);
			const rows = answer.body.response as AdminCustomerRow[];
			expect(
				rows.map((row) => row.user_id),
				q,
			).toContain(zoya.id);
			expect(rows.find((row) => row.user_id === zoya.id)).toMatchObject({ orders: 2, full_name: "Zoya Qureshi" });
		}
		expect((await get("/api/admin/customers?q=100%25")).body.total).toBe(0);

		const detail = await get(`/api/admin/customers/${zoya.id}`);
		expect(detail.status).toBe(200);
		const customer = detail.body.response as AdminCustomerDetail;
		expect(customer).toMatchObject({ user_id: zoya.id, email: "zoya.q@example.com", orders: 2, role: "customer" });
		expect(customer.addresses.map((address) => address.name)).toEqual(["Zoya Qureshi"]);
		expect((await get(`/api/admin/orders?user_id=${zoya.id}`)).body.total).toBe(2);
		expect((await get("/api/admin/customers/99999999")).status).toBe(404);
	});
});

describe("gift cards", () => {
	const issue = (payload: Record<string, unknown>) =>
		call(t.app, { method: "POST", url: "/api/admin/gift-cards", headers: admin.auth, payload });
	const setActive = (id: number, active: boolean) =>
		call(t.app, { method: "PATCH", url: `/api/admin/gift-cards/${id}`, headers: admin.auth, payload: { active } });

	it("issues a card with a random or a chosen code, audited; refuses a taken code or a bad amount without an audit row", async () => {
		const random = await issue({ amount: 750 });
		expect(random.status).toBe(201);
		const card = random.body.response as AdminGiftCard;
		expect(card).toMatchObject({ balance: 750, initial_balance: 750, active: true, expires_at: null });
		expect(card.code).toMatch(/^PITARA-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
		expect(await auditFor("gift_card", card.id)).toEqual([
			expect.objectContaining({
				action: "issue",
				actorName: "Deepa Nair",
				before: null,
				after: expect.objectContaining({ code: card.code, balance: 750 }),
			}),
		]);

		const chosen = await issue({ code: "diwali-2026", amount: 1500.5, expires_on: "2026-12-31" });
		expect(chosen.status).toBe(201);
		expect(chosen.body.response).toMatchObject({ code: "DIWALI-2026", balance: 1500.5 });
		// the card works all of 31 December in India
		expect((chosen.body.response as AdminGiftCard).expires_at).toBe("2026-12-31T18:29:59.999Z");

		const before = (await t.database.db.select().from(auditLog)).length;
		const taken = await issue({ code: "DIWALI-2026", amount: 100 });
		expect(taken.status).toBe(409);
		expect(taken.body.message).toBe("A gift card with that code exists");
		for (const [payload, message] of [
			[{ amount: 0 }, "Amount must be more than 0"],
			[{ amount: 10.001 }, "Amount must be in whole paise"],
			[{ amount: 100, code: "no spaces!" }, "A code has 6 to 32 letters, digits or dashes"],
			[{ amount: 100, expires_on: "31/12/2026" }, "Expiry must be a date like 2026-12-31"],
		] as const) {
			const answer = await issue(payload);
			expect(answer.status, JSON.stringify(payload)).toBe(400);
			expect(answer.body.message).toBe(message);
		}
		expect((await t.database.db.select().from(auditLog)).length).toBe(before);
	});

	it("switches a card off so it no longer pays, and on again; shows its balance and history", async () => {
		const card = (await issue({ code: "SWITCH-TEST", amount: 2000 })).body.response as AdminGiftCard;
		const shopper = await createShopper(t.database);
		const off = await setActive(card.id, false);
		expect(off.status).toBe(200);
		expect(off.body).toMatchObject({ message: "Gift card SWITCH-TEST switched off", response: { active: false } });
		const check = await call(t.app, {
			method: "POST",
			url: "/api/giftcard/check",
			headers: shopper.auth,
			payload: { code: "SWITCH-TEST" },
		});
		expect(check.status).not.toBe(200);

		expect((await setActive(card.id, true)).body.response).toMatchObject({ active: true });
		const paid = await placeOrder(t.app, shopper, [{ variant, quantity: 2 }], {
			paymentMode: "GIFT_CARD",
			giftCard: "SWITCH-TEST",
		});
		expect(paid.status).toBe(201);

		const detail = (await get(`/api/admin/gift-cards/${card.id}`)).body.response as AdminGiftCardDetail;
		expect(detail.balance).toBe(2000 - 600);
		expect(detail.history).toEqual([expect.objectContaining({ order_id: paid.orderId, amount: 600 })]);
		expect((await auditFor("gift_card", card.id)).map((entry) => entry.action)).toEqual(["issue", "disable", "enable"]);

		const found = await get("/api/admin/gift-cards?q=switch&active=true");
		expect((found.body.response as AdminGiftCard[]).map((row) => row.code)).toEqual(["SWITCH-TEST"]);
		expect((await setActive(99_999_999, false)).status).toBe(404);
	});
});

describe("contact messages and the newsletter", () => {
	it("marks a message handled (audited) and lists unhandled ones, paged", async () => {
		const [message] = await t.database.db
			.insert(contactMessages)
			.values({ name: "Kiran", email: "kiran@example.com", message: "Where is my parcel?" })
			.returning();
		const id = message?.id as number;
		const handled = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/contact-messages/${id}`,
			headers: admin.auth,
			payload: { read: true },
		});
		expect(handled.status).toBe(200);
		expect(handled.body).toMatchObject({ message: "Marked as handled", response: { id, read_at: expect.any(String) } });
		const [entry] = await auditFor("contact_message", id);
		expect(entry).toMatchObject({
			action: "mark_handled",
			before: { read_at: null },
			after: { from: "kiran@example.com" },
		});

		const unread = await get("/api/admin/contact-messages?unread=true&page_size=5");
		expect(unread.body).toMatchObject({ page: 1, page_size: 5 });
		expect((unread.body.response as { id: number }[]).map((row) => row.id)).not.toContain(id);
	});

	it("exports every subscriber as CSV, defusing cells a spreadsheet would run", async () => {
		await t.database.db
			.insert(newsletterSubscribers)
			.values([{ email: "first.parent@example.com" }, { email: "=cmd@example.com" }]);
		const response = await t.app.inject({
			method: "GET",
			url: "/api/admin/newsletter-subscribers.csv",
			headers: admin.auth,
		});
		expect(response.statusCode).toBe(200);
		expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(response.headers["content-disposition"]).toMatch(
			/^attachment; filename="pitara-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
		);
		const lines = response.body.trimEnd().split("\r\n");
		expect(lines[0]).toBe("email,subscribed_at");
		expect(lines).toContainEqual(expect.stringMatching(/^first\.parent@example\.com,\d{4}-\d{2}-\d{2}T/));
		expect(lines).toContainEqual(expect.stringMatching(/^'=cmd@example\.com,/));
	});
});
