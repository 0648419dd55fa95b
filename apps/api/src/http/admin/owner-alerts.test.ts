import type { OwnerAlertSettings } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../test/fake-smtp.ts";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";

/**
 * The owner's alerts (issue 27 item 5) through the real app, its outbox and a real SMTP server: with an address set,
 * a new cash-on-delivery order and a new contact message are e-mailed to it once each; with alerts off (or no
 * address) nothing is; only the admin changes the setting, audited.
 */

let t: TestApp;
let smtp: FakeSmtp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	smtp = await startFakeSmtp();
	t = await createTestApp({
		seeded: true,
		sms: new MemorySmsSender(),
		env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "2000" },
	});
	admin = await createAdmin(t.database, { fullName: "Anjali Owner" });
	[variant] = (await prepareVariants(t.database, [{ price: 899_00, mrp: 999_00, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
	await smtp?.close();
});

const setAlerts = (settings: OwnerAlertSettings, auth = admin.auth) =>
	call(t.app, { method: "PUT", url: "/api/admin/settings/alerts", headers: auth, payload: { ...settings } });

const contact = (message: string, ip: string) =>
	call(t.app, {
		method: "POST",
		url: "/api/contact",
		payload: { name: "Neha Kapoor", email: "neha.kapoor@example.in", message },
		remoteAddress: ip,
	});

/** A header as its reader sees it (RFC 2047 words decoded: nodemailer Q-encodes a subject with ₹). */
const decoded = (header: string | undefined) =>
	(header ?? "").replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, word: string) =>
		Buffer.from(
			word
				.replace(/_/g, " ")
				.replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
			"latin1",
		).toString("utf8"),
	);

/** The mails the server received to `to` once the outbox has delivered what it has. */
async function mailsTo(to: string, expected: number) {
	await expect
		.poll(
			async () => {
				await t.app.outbox.drain();
				return smtp.mails.filter((mail) => mail.to.includes(to)).length;
			},
			{ timeout: 15_000, interval: 100 },
		)
		.toBe(expected);
	return smtp.mails.filter((mail) => mail.to.includes(to));
}

describe("owner alerts", () => {
	it("no address: no alert (the default)", async () => {
		const settings = (await call(t.app, { method: "GET", url: "/api/admin/settings/alerts", headers: admin.auth })).body
			.response as OwnerAlertSettings;
		expect(settings).toEqual({ email: "", new_orders: true, new_messages: true });
		const before = smtp.mails.length;
		const shopper = await createShopper(t.database);
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await t.app.outbox.drain();
		expect(smtp.mails.length).toBe(before);
	});

	it("e-mails the owner a new order and a new message once each, and nothing when turned off", async () => {
		const support = await createUser(t.database, { role: "support" });
		expect(
			(await setAlerts({ email: "owner@pitara.in", new_orders: true, new_messages: true }, support.auth)).status,
		).toBe(403);
		const bad = await setAlerts({ email: "not-an-address", new_orders: true, new_messages: true });
		expect(bad.status).toBe(400);
		const saved = await setAlerts({ email: " Owner@Pitara.in ", new_orders: true, new_messages: true });
		expect(saved.status).toBe(200);
		expect(saved.body.response).toEqual({ email: "owner@pitara.in", new_orders: true, new_messages: true });

		smtp.failNext(1, 451); // a refusing server: the outbox tries again, the owner still gets one mail
		const shopper = await createShopper(t.database, { fullName: "Rohit Sharma" }, "Rohit Sharma");
		const { orderId } = await placeOrder(t.app, shopper, [{ variant, quantity: 2 }], { paymentMode: "COD" });
		const [orderMail] = await mailsTo("owner@pitara.in", 1);
		expect(decoded(orderMail?.header("Subject"))).toBe(`New order #${orderId}: ₹1,798, cash on delivery`);
		expect(orderMail?.raw).toContain(`/admin/orders/${orderId}`);

		expect((await contact("Do you have this frock in size 4-5?", "198.51.100.120")).status).toBe(201);
		const mails = await mailsTo("owner@pitara.in", 2);
		expect(decoded(mails[1]?.header("Subject"))).toBe("New message from Neha Kapoor");
		expect(mails[1]?.raw).toContain("> Do you have this frock in size 4-5?");

		// turned off: neither
		await setAlerts({ email: "owner@pitara.in", new_orders: false, new_messages: false });
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await contact("Another question about sizes", "198.51.100.121");
		await t.app.outbox.drain();
		expect(smtp.mails.filter((mail) => mail.to.includes("owner@pitara.in"))).toHaveLength(2);

		const audit = await call(t.app, {
			method: "GET",
			url: "/api/admin/audit?entity=settings&entity_id=alerts",
			headers: admin.auth,
		});
		expect((audit.body.response as unknown[]).length).toBe(2);
	});
});
