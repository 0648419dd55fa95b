import type { AdminMessagePreview, AdminMessageTemplate, AdminMessageTemplates } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderIdOf, orderPayload, prepareVariants } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { emit, transaction } from "../../modules/events/index.ts";
import { MessageRefused } from "../../modules/messaging/index.ts";

const sms = new MemorySmsSender();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ sms, seeded: true });
	admin = await createAdmin(t.database);
});
afterAll(async () => {
	await t?.close();
});

const list = async () =>
	(await call(t.app, { method: "GET", url: "/api/admin/message-templates", headers: admin.auth })).body
		.response as AdminMessageTemplates;
const templateOf = async (key: string) => {
	const found = (await list()).templates.find((template) => template.key === key && template.language === "en");
	if (!found) throw new Error(`no template ${key}`);
	return found;
};
const editOf = (template: AdminMessageTemplate, change: Partial<AdminMessageTemplate>) => {
	const { key, language, label, edited, sample_text, sample_values, ...edit } = { ...template, ...change };
	return edit;
};

describe("the message templates (issue 26 item 1)", () => {
	it("has a template for every event that messages a shopper, each with DLT and WhatsApp fields", async () => {
		const { templates } = await list();
		expect(templates.map((template) => template.key)).toEqual(
			expect.arrayContaining([
				"login-code",
				"order-placed",
				"order-confirmed",
				"order-shipped",
				"order-out-for-delivery",
				"order-delivered",
				"order-cancelled",
				"refund-made",
				"return-update",
				"cod-confirmation",
				"back-in-stock",
				"price-drop",
				"cart-reminder",
			]),
		);
		for (const template of templates) {
			expect(template.sms_template_id).toMatch(/^\d{19}$/);
			expect(template.sms_body).toContain("{#var#}");
			expect(template.wa_template_name).toMatch(/^[a-z_]+$/);
		}
		const support = await createUser(t.database, { role: "support" });
		const refused = await call(t.app, { method: "GET", url: "/api/admin/message-templates", headers: support.auth });
		expect(refused.status).toBe(403);
	});

	it("sends an order's SMS with the DLT template it matched, and a staff edit of its IDs reaches the next one", async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 250_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(t.database);
		const placed = await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]));
		const orderId = orderIdOf(placed.body);
		await expect.poll(() => sms.countTo(shopper.phone)).toBe(1);
		const first = sms.sent.at(-1);
		expect(first?.message).toContain(`#${orderId}`);
		const key = first?.dlt?.key ?? "";
		const before = await templateOf(key);
		expect(first?.dlt).toMatchObject({ templateId: before.sms_template_id, header: "PITARA" });
		expect(first?.dlt?.values[0]).toBe(String(orderId));

		const saved = await call(t.app, {
			method: "PUT",
			url: `/api/admin/message-templates/${key}/en`,
			headers: admin.auth,
			payload: editOf(before, { sms_template_id: "1107161234567890123", sms_header: "PITRKD" }),
		});
		expect(saved.status).toBe(200);
		expect((await templateOf(key)).edited).toBe(true);
		await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]));
		await expect.poll(() => sms.countTo(shopper.phone)).toBe(2);
		expect(sms.sent.at(-1)?.dlt).toMatchObject({ templateId: "1107161234567890123", header: "PITRKD" });
	});

	it("refuses an edit whose body no longer matches what the shop sends, saving nothing", async () => {
		const before = await templateOf("order-shipped");
		const answer = await call(t.app, {
			method: "PUT",
			url: "/api/admin/message-templates/order-shipped/en",
			headers: admin.auth,
			payload: editOf(before, { sms_body: "Pitara: your parcel #{#var#} has been shipped and is on its way." }),
		});
		expect(answer.status).toBe(422);
		expect(answer.body.code).toBe("MESSAGE_TEMPLATE_MISMATCH");
		expect((await templateOf("order-shipped")).sms_body).toBe(before.sms_body);
		const unknown = await call(t.app, {
			method: "PUT",
			url: "/api/admin/message-templates/no-such-event/en",
			headers: admin.auth,
			payload: editOf(before, {}),
		});
		expect(unknown.status).toBe(404);
	});

	it("previews a body with the sample values, saying whether the shop's messages pass it", async () => {
		const preview = async (body: string, domains = "pitara.in") =>
			(
				await call(t.app, {
					method: "GET",
					url: `/api/admin/message-templates/back-in-stock/en/preview?body=${encodeURIComponent(body)}&link_domains=${domains}`,
					headers: admin.auth,
				})
			).body.response as AdminMessagePreview;
		const good = await preview("Pitara: {#var#} in size {#var#} is back in stock. Buy it before it goes: {#var#}");
		expect(good).toEqual({
			text: "Pitara: Cotton Frock in size 5-6 Y is back in stock. Buy it before it goes: https://pitara.in/p/12",
			ok: true,
			reason: null,
		});
		expect((await preview("Pitara: {#var#} in size {#var#} is back. Buy it before it goes: {#var#}")).ok).toBe(false);
		const offDomain = await preview(
			"Pitara: {#var#} in size {#var#} is back in stock. Buy it before it goes: {#var#}",
			"example.com",
		);
		expect(offDomain).toMatchObject({ ok: false, reason: expect.stringContaining("pitara.in/p/12") });
	});

	it("refuses free text before it leaves: nothing sent, not retried, logged on the message health panel", async () => {
		const phone = "9000000261";
		await expect(t.app.sms.send(phone, "Pitara: big sale today only, 50% off everything!")).rejects.toBeInstanceOf(
			MessageRefused,
		);
		await expect(
			t.app.sms.send(phone, "Pitara: your return for order #12 has been picked up. Details: https://bit.ly/x1"),
		).rejects.toThrow(/link not on an allowed domain/);
		// through the outbox: done at its first attempt (a refusal is final), the shopper gets nothing
		await transaction(t.app.db, (tx) =>
			emit(tx, {
				type: "OrderStatusChanged",
				orderId: 999_261,
				status: "Shipped",
				sms: { to: phone, message: "Pitara: your order #999261 ships soon, pay now at http://pay.example" },
			}),
		);
		await expect
			.poll(async () => {
				await t.app.outbox.drain();
				return (await list()).health.refused_last_30_days;
			})
			.toBe(3);
		expect(sms.countTo(phone)).toBe(0);
		const outbox = await call(t.app, { method: "GET", url: "/api/admin/outbox?state=done", headers: admin.auth });
		const entry = (outbox.body.response as { entries: { aggregate: string; attempts: number }[] }).entries.find(
			(row) => row.aggregate === "order:999261",
		);
		expect(entry?.attempts).toBe(1);
		const { health } = await list();
		expect(health.refusals[0]).toMatchObject({ channel: "sms", recipient: "••••••••61", template_key: null });
		expect(health.refusals[1]).toMatchObject({
			template_key: "return-update",
			reason: expect.stringContaining("bit.ly"),
		});
	});

	it("sends a test of a template through the outbox, with its template ID", async () => {
		const phone = "9000000262";
		const answer = await call(t.app, {
			method: "POST",
			url: "/api/admin/message-templates/back-in-stock/en/test",
			headers: admin.auth,
			payload: { phone },
		});
		expect(answer.status).toBe(200);
		await expect.poll(() => sms.countTo(phone)).toBe(1);
		const template = await templateOf("back-in-stock");
		expect(sms.sent.at(-1)).toMatchObject({
			message: template.sample_text,
			dlt: { key: "back-in-stock", templateId: template.sms_template_id, values: template.sample_values },
		});
	});
});
